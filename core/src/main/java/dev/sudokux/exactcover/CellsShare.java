package dev.sudokux.exactcover;

/**
 * A share of a dancing-cells tree, given away in a parallel count ({@link WorkTeam}): choose the
 * options of {@code prefix} (problem numbering, one a level), then at the next level branch on item
 * {@code item} (problem numbering), trying only {@code options}.
 *
 * @param degree how many options the item had when the giver chose it (for the guess count)
 */
record CellsShare(int[] prefix, int item, int[] options, int degree) {
}
