package dev.sudokux.web;

import com.google.gson.JsonObject;
import dev.sudokux.internal.batch.Durations;
import dev.sudokux.sudoku.Grid;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.Semaphore;

/**
 * {@code POST /api/v1/batch/{solve|check|count|rate}}: NDJSON in, one request object a line (the
 * members of the single route); NDJSON out, one answer a line in input order, each with its
 * {@code line}. A bad line is answered {@code {"line": n, "error": {problem document}}} and the others
 * still are. The answer streams: lines are read, answered and written as they come, a few chunks at
 * a time, so memory does not grow with the batch.
 *
 * <p>Lines are answered in chunks, on idle workers when there are some and on the request's own
 * thread otherwise (so a batch always moves, and never takes a worker another request is waiting
 * for). At most {@link ServerConfig#workers()} batches run at once; at most
 * {@link ServerConfig#maxBatchLines()} lines are answered and each has the request time limit; the
 * whole batch has {@link ServerConfig#batchTimeLimit()}. When a limit ends a batch, its last line is
 * {@code {"error": {problem document}}}.
 */
final class BatchRoute {
    /** Lines a chunk: enough to make handing a chunk to a worker cheap beside the work. */
    private static final int CHUNK = 64;

    private final ServerConfig config;
    private final Workers workers;
    private final Semaphore batches;

    BatchRoute(ServerConfig config, Workers workers) {
        this.config = config;
        this.workers = workers;
        this.batches = new Semaphore(config.workers());
    }

    void addRoutes(JavalinDefaultRoutingApi routes, String name, PuzzleOperation operation) {
        routes.post("/api/v1/batch/" + name, ctx -> run(ctx, operation));
    }

    private void run(Context ctx, PuzzleOperation operation) throws Exception {
        String type = ctx.contentType();
        if (!isNdjson(type)) {
            throw new Problem(415, "unsupported-media-type", "Unsupported media type",
                    "the batch routes take NDJSON, one JSON object a line: send Content-Type: "
                            + "application/x-ndjson" + (type == null ? "" : " (not " + type + ")"));
        }
        if (!batches.tryAcquire()) {
            throw new Problem(503, "busy", "Server busy", "the server is answering " + config.workers()
                    + " batches already; try again shortly").retryAfter(Workers.RETRY_AFTER_SECONDS);
        }
        try {
            ctx.status(200);
            ctx.contentType("application/x-ndjson");
            ctx.disableCompression();
            new Run(ctx, operation).answer();
        } finally {
            batches.release();
        }
    }

    static boolean isNdjson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String t = contentType.toLowerCase(Locale.ROOT);
        int semicolon = t.indexOf(';');
        t = (semicolon < 0 ? t : t.substring(0, semicolon)).trim();
        return t.equals("application/x-ndjson") || t.equals("application/ndjson") || t.equals("application/jsonl")
                || t.equals("application/x-jsonlines") || t.equals("application/json");
    }

    /** One batch being answered. */
    private final class Run {
        private final Context ctx;
        private final PuzzleOperation operation;
        private final Deadline batchDeadline = Deadline.after(config.batchTimeLimit());
        private final ArrayDeque<FutureTask<byte[]>> pending = new ArrayDeque<>();
        private final int window = 4 * config.workers() + 2;
        private OutputStream out;

        Run(Context ctx, PuzzleOperation operation) {
            this.ctx = ctx;
            this.operation = operation;
        }

        void answer() throws Exception {
            LineReader in = new LineReader(ctx.req().getInputStream(), config.maxBodyBytes());
            out = ctx.res().getOutputStream();
            List<String> lines = new ArrayList<>(CHUNK);
            List<Integer> numbers = new ArrayList<>(CHUNK);
            long answered = 0;
            String endedBy = null;
            try {
                String line;
                while ((line = in.next()) != null) {
                    if (in.tooLong()) {
                        lines.add(null);
                        numbers.add(in.lineNumber());
                    } else if (!line.isBlank()) {
                        lines.add(line);
                        numbers.add(in.lineNumber());
                    } else {
                        continue;
                    }
                    answered++;
                    if (lines.size() == CHUNK || !in.ready()) {
                        dispatch(lines, numbers);
                        lines = new ArrayList<>(CHUNK);
                        numbers = new ArrayList<>(CHUNK);
                    }
                    if (batchDeadline.expired()) {
                        endedBy = "the batch's time limit (" + Durations.format(config.batchTimeLimit()) + ") ran out after "
                                + answered + " lines";
                        break;
                    }
                    if (answered == config.maxBatchLines()) {
                        if (in.next() != null) {
                            endedBy = "a batch takes at most " + config.maxBatchLines() + " lines";
                        }
                        break;
                    }
                }
                if (!lines.isEmpty()) {
                    dispatch(lines, numbers);
                }
                while (!pending.isEmpty()) {
                    writeHead();
                }
                if (endedBy != null) {
                    Problem p = new Problem(413, "batch-limit", "Batch cut short", endedBy);
                    JsonObject o = new JsonObject();
                    o.add("error", p.toJson(ctx.path()));
                    out.write((Json.text(o) + "\n").getBytes(StandardCharsets.UTF_8));
                }
                out.flush();
            } finally {
                for (FutureTask<byte[]> task : pending) {
                    task.cancel(true);
                }
            }
        }

        /** Hands a chunk to an idle worker, or answers it here; writes what is done, in order. */
        private void dispatch(List<String> lines, List<Integer> numbers) throws Exception {
            FutureTask<byte[]> task = new FutureTask<>(() -> answerChunk(lines, numbers));
            pending.add(task);
            if (!workers.tryIdle(task)) {
                task.run();
            }
            while (!pending.isEmpty() && (pending.peek().isDone() || pending.size() >= window)) {
                writeHead();
            }
        }

        /** Writes the first pending chunk, answering it here if no worker has started it. */
        private void writeHead() throws IOException, InterruptedException {
            FutureTask<byte[]> head = pending.remove();
            head.run(); // does nothing if a worker has run it or is running it
            byte[] text;
            try {
                text = head.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
            out.write(text);
            if (pending.isEmpty() || !pending.peek().isDone()) {
                out.flush();
            }
        }

        /** The answers to a chunk's lines, as NDJSON. */
        private byte[] answerChunk(List<String> lines, List<Integer> numbers) {
            StringBuilder text = new StringBuilder(lines.size() * 256);
            for (int i = 0; i < lines.size(); i++) {
                text.append(Json.text(answerLine(lines.get(i), numbers.get(i)))).append('\n');
            }
            return text.toString().getBytes(StandardCharsets.UTF_8);
        }

        private JsonObject answerLine(String line, int number) {
            JsonObject answer;
            try {
                if (line == null) {
                    throw Api.tooLarge(config.maxBodyBytes());
                }
                Members request = new Members(Json.object(line, "the line"));
                Grid puzzle = PuzzleInput.read(request, config.maxSize());
                Deadline deadline = Deadline.after(request.timeLimit(config.timeLimit()));
                // Each line has the request time limit, which the solvers and the logic check as they work.
                answer = operation.answer(request, puzzle, deadline);
            } catch (Problem p) {
                answer = new JsonObject();
                answer.add("error", p.toJson(null));
            } catch (Exception e) {
                answer = new JsonObject();
                answer.add("error", WebServer.internalError(e).toJson(null));
            }
            JsonObject o = new JsonObject();
            o.addProperty("line", number);
            for (var e : answer.entrySet()) {
                o.add(e.getKey(), e.getValue());
            }
            return o;
        }
    }
}
