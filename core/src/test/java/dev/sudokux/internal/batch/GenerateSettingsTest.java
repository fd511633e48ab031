package dev.sudokux.internal.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.generate.Generated;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.logic.Grade;
import dev.sudokux.sudoku.Shape;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Duration;
import java.util.HashMap;
import org.junit.jupiter.api.Test;

/** The generator's settings that {@code generate} and {@code spark generate} share. */
class GenerateSettingsTest {

    @Test
    void optionsLeftOutTakeTheGeneratorsDefaults() {
        GenerateSettings s = GenerateSettings.of(Shape.CLASSIC, "none", false, false, null, null, null, null, null);
        assertThat(s.maxAttempts()).isEqualTo(Generator.DEFAULT_MAX_ATTEMPTS);
        assertThat(s.wanted()).isNull();
        assertThat(s.timeLimitNanos()).isZero();
        assertThat(s.nodeLimit()).isZero();
        assertThat(s.describe()).isEqualTo(Shape.CLASSIC + ", " + Symmetry.NONE.word());
    }

    @Test
    void aDifficultyRaisesTheAttemptsAndFiltersRatings() {
        GenerateSettings grade = GenerateSettings.of(Shape.CLASSIC, "rot180", true, false, " Hard ", null, null,
                Duration.ofSeconds(2), 500L);
        assertThat(grade.grade()).isEqualTo(Grade.HARD);
        assertThat(grade.maxAttempts()).isEqualTo(GenerateSettings.FILTERED_MAX_ATTEMPTS);
        assertThat(grade.timeLimitNanos()).isEqualTo(2_000_000_000L);
        assertThat(grade.describe()).endsWith(", minimal");
        GenerateSettings range = GenerateSettings.of(Shape.CLASSIC, "none", false, true, null, "2.0-4.5", 7, null, null);
        assertThat(range.low()).isEqualTo(2.0);
        assertThat(range.high()).isEqualTo(4.5);
        assertThat(range.maxAttempts()).isEqualTo(7);
        assertThat(range.minimal()).isTrue();
        assertThat(range.describe()).endsWith(", strictly minimal");
    }

    @Test
    void badValuesAreRefusedWithTheOptionNamed() {
        assertThatThrownBy(() -> GenerateSettings.of(Shape.CLASSIC, "none", false, false, "tough", null, null, null,
                null)).hasMessage("unknown grade 'tough': choose easy, medium, hard, expert or extreme");
        assertThatThrownBy(() -> GenerateSettings.of(Shape.CLASSIC, "none", false, false, null, "4.5", null, null,
                null)).hasMessageStartingWith("--rating takes a range A-B");
        assertThatThrownBy(() -> GenerateSettings.of(Shape.CLASSIC, "none", false, false, null, "5-2", null, null,
                null)).hasMessage("--rating 5-2: the low end is above the high end");
        assertThatThrownBy(() -> GenerateSettings.of(Shape.CLASSIC, "spiral", false, false, null, null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSettingsTravelToSparksExecutorsAndMakeTheSamePuzzle() throws Exception {
        GenerateSettings s = GenerateSettings.of(Shape.of(2, 2), "rot180", true, false, null, null, null, null, null);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(s);
        }
        GenerateSettings back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (GenerateSettings) in.readObject();
        }
        assertThat(back).isEqualTo(s);
        Generated a = s.generator(new HashMap<>()).next(42);
        Generated b = back.generator(new HashMap<>()).next(42);
        assertThat(a.found()).isTrue();
        assertThat(b.puzzle()).isEqualTo(a.puzzle());
    }

    @Test
    void aFailureNamesThePuzzleAndItsSeed() {
        GenerateSettings s = GenerateSettings.of(Shape.CLASSIC, "none", true, false, null, "9.5-9.9", 1, null, null);
        Generated g = s.generator(new HashMap<>()).next(7);
        assertThat(g.found()).isFalse();
        assertThat(GenerateSettings.failure(g)).startsWith("puzzle " + (g.index() + 1) + ": none found in 1 attempts")
                .endsWith("; seed " + g.seed());
    }
}
