package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.Tally;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.input.PortableDataStream;

/**
 * A batch job: {@code solve}, {@code check}, {@code count}, {@code rate} or {@code explain} over input
 * files, on Spark. Line-oriented inputs (line, JSON Lines) are cut into pieces that tasks answer apart
 * ({@link LinePieces}); the others are read a file a task. Every task answers its puzzles with the
 * command line's own code ({@link PuzzleWork}), and the driver writes the answers in input order as
 * they come ({@link InOrder}), each bad puzzle's error line in its place: the same bytes as
 * {@code sudokux CMD FILE...}.
 */
final class BatchJob {

    /** One part of the output, in input order: a task's result (by partition), or the driver's own. */
    private record Slot(int partition, Chunk driverChunk) {
    }

    private final Session session;
    private final BatchSpec spec;
    private final SparkOptions options;
    private final String name;

    BatchJob(Session session, BatchSpec spec, SparkOptions options, String name) {
        this.session = session;
        this.spec = spec;
        this.options = options;
        this.name = name;
    }

    /** Runs the job over {@code args}, writing answers to {@code out}; returns the exit status. */
    int run(List<String> args, PrintWriter out, PrintWriter err, boolean stats) throws SparkException {
        long begin = System.nanoTime();
        JavaSparkContext jsc = session.context();
        List<Inputs.Input> inputs = Inputs.list(args, spec.inputFormat(), spec.box(), jsc.hadoopConfiguration());
        List<Slot> slots = new ArrayList<>();
        JavaRDD<Chunk> chunks = plan(jsc, inputs, slots);

        Tally tally = new Tally();
        Progress progress = new Progress(err, name, options.quiet);
        boolean separated = spec.kind() == AnswerWriter.Kind.SOLVE;
        Set<Format> written = EnumSet.noneOf(Format.class);
        int[] nextSlot = {0};
        long[] puzzlesSoFar = {0};
        InOrder.Sink<Chunk> write = (partition, chunk) -> {
            progress.clear();
            while (slots.get(nextSlot[0]).partition() != partition) {
                deliver(slots.get(nextSlot[0]++).driverChunk(), out, err, tally, written, separated);
            }
            nextSlot[0]++;
            deliver(chunk, out, err, tally, written, separated);
        };
        InOrder.Arrivals<Chunk> arrivals = new InOrder.Arrivals<>() {
            private int done;
            private int total = chunks == null ? 0 : chunks.getNumPartitions();

            @Override
            public void arrived(int partition, Chunk chunk, int done, int total) {
                this.done = done;
                this.total = total;
                puzzlesSoFar[0] += chunk.puzzles();
                tick();
            }

            @Override
            public void tick() {
                long nanos = progress.elapsedNanos();
                double fraction = total == 0 ? 0 : done / (double) total;
                String left = fraction > 0 ? ", " + Progress.clock((long) (nanos * (1 - fraction) / fraction)) + " left" : "";
                progress.show(String.format(Locale.ROOT, "%s %d/%d tasks, %s puzzles, %s%s", Progress.bar(fraction),
                        done, total, Progress.human(puzzlesSoFar[0]), Progress.clock(nanos), left), false);
            }
        };
        try {
            if (chunks != null) {
                InOrder.run(chunks, write, arrivals);
            }
            while (nextSlot[0] < slots.size()) {
                deliver(slots.get(nextSlot[0]++).driverChunk(), out, err, tally, written, separated);
            }
        } catch (InterruptedException e) {
            progress.clear();
            out.flush();
            err.println(name + ": interrupted after " + tally.puzzles() + " puzzles");
            return ExitCode.INTERRUPTED;
        } finally {
            progress.clear();
        }
        out.flush();
        if (stats) {
            err.println(name + ": " + tally.summary(System.nanoTime() - begin, session.cores(), "core"));
        }
        return tally.exitCode();
    }

    /** Writes a chunk's answers and error lines, after the blank line its format may need. */
    private void deliver(Chunk chunk, PrintWriter out, PrintWriter err, Tally tally, Set<Format> written,
                         boolean separated) {
        if (chunk.needsSeparator(separated, written.contains(chunk.format()))) {
            out.write('\n');
        }
        if (chunk.hasOutput()) {
            written.add(chunk.format());
        }
        chunk.writeTo(out, err, name);
        chunk.words().forEach(tally::count);
    }

    /**
     * The job's tasks: an RDD with one {@link Chunk} a partition, in input order, and the slots saying
     * where the driver's own parts (inputs that could not be read) go between them; null when every
     * part is the driver's.
     */
    private JavaRDD<Chunk> plan(JavaSparkContext jsc, List<Inputs.Input> inputs, List<Slot> slots) {
        int tasks = options.tasks(session.cores());
        long lineBytes = 0;
        for (Inputs.Input in : inputs) {
            if (in.unreadable() == null && in.lineOriented()) {
                lineBytes += in.size();
            }
        }
        // The line-oriented inputs' pieces, and one pass to count the lines and puzzles of each.
        List<JavaRDD<String>> pieces = new ArrayList<>();
        List<JavaRDD<LinePieces.Count>> counting = new ArrayList<>();
        for (Inputs.Input in : inputs) {
            if (in.unreadable() == null && in.lineOriented()) {
                int wanted = lineBytes == 0 ? 1 : (int) Math.max(1, Math.round(tasks * (double) in.size() / lineBytes));
                JavaRDD<String> lines = jsc.textFile(in.path(), wanted);
                pieces.add(lines);
                counting.add(lines.mapPartitionsWithIndex((index, it) ->
                        Collections.singletonList(LinePieces.count(it, index == 0)).iterator(), true));
            }
        }
        List<LinePieces.Count> counts = counting.isEmpty() ? List.of()
                : jsc.union(counting.toArray(JavaRDD[]::new)).collect().stream().map(c -> (LinePieces.Count) c).toList();

        List<JavaRDD<Chunk>> parts = new ArrayList<>();
        int partition = 0;
        int piece = 0;
        int counted = 0;
        for (Inputs.Input in : inputs) {
            if (in.unreadable() != null) {
                slots.add(new Slot(-1, Chunk.errorOnly(in.unreadable(), Tally.UNREADABLE)));
                continue;
            }
            JavaRDD<Chunk> part;
            if (in.lineOriented()) {
                JavaRDD<String> lines = pieces.get(piece++);
                int n = lines.getNumPartitions();
                LinePieces.Start[] starts = LinePieces.starts(
                        counts.subList(counted, counted + n).toArray(LinePieces.Count[]::new));
                counted += n;
                part = lines.mapPartitionsWithIndex(answerPiece(spec, in.name(), in.format(), starts), true);
            } else {
                part = jsc.binaryFiles(in.path(), 1).values().mapPartitions(answerFile(spec, in.name(), in.format()));
            }
            for (int k = 0; k < part.getNumPartitions(); k++) {
                slots.add(new Slot(partition++, null));
            }
            parts.add(part);
        }
        if (parts.isEmpty()) {
            return null;
        }
        @SuppressWarnings("unchecked")
        JavaRDD<Chunk>[] array = parts.toArray(JavaRDD[]::new);
        return array.length == 1 ? array[0] : jsc.union(array);
    }

    /** The task of a piece of a line-oriented input. */
    private static org.apache.spark.api.java.function.Function2<Integer, Iterator<String>, Iterator<Chunk>> answerPiece(
            BatchSpec spec, String name, Format format, LinePieces.Start[] starts) {
        return (index, lines) -> {
            Iterator<PuzzleItem> items = LinePieces.read(lines, starts[index], index == 0, format, spec.box());
            return Collections.singletonList(new PuzzleWork(spec).answer(name, format, items)).iterator();
        };
    }

    /** The task of a file read whole (one a partition; a partition with none gives an empty chunk). */
    private static org.apache.spark.api.java.function.FlatMapFunction<Iterator<PortableDataStream>, Chunk> answerFile(
            BatchSpec spec, String name, Format format) {
        return streams -> {
            PuzzleWork work = new PuzzleWork(spec);
            Chunk chunk = null;
            while (streams.hasNext()) {
                PortableDataStream stream = streams.next();
                InputStream bytes = Inputs.decompressed(new Path(stream.getPath()), stream.open(),
                        stream.getConfiguration());
                try (PuzzleReader reader = PuzzleReader.open(new BufferedReader(new InputStreamReader(bytes,
                        StandardCharsets.UTF_8), 1 << 16), format, spec.box())) {
                    chunk = work.answer(name, format, reader);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            if (chunk == null) {
                chunk = work.answer(name, format, Collections.emptyIterator());
            }
            return Collections.singletonList(chunk).iterator();
        };
    }
}
