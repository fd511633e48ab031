package dev.sudokux.exactcover;

/**
 * A cursor that hands every move to another cursor and keeps {@link SearchCursor}'s defaults for the
 * rest: {@link #randomPath} walks with the default's moves, {@link #searchPerSampling()} is the
 * default's unless a test overrides it.
 */
class ForwardingCursor implements SearchCursor {
    private final SearchCursor c;

    ForwardingCursor(SearchCursor c) {
        this.c = c;
    }

    @Override
    public int depth() {
        return c.depth();
    }

    @Override
    public boolean isSolution() {
        return c.isSolution();
    }

    @Override
    public boolean isNode() {
        return c.isNode();
    }

    @Override
    public int branches() {
        return c.branches();
    }

    @Override
    public void down(int k) {
        c.down(k);
    }

    @Override
    public void up() {
        c.up();
    }

    @Override
    public Prefix prefix() {
        return c.prefix();
    }

    @Override
    public long updates() {
        return c.updates();
    }

    @Override
    public void close() {
        c.close();
    }
}
