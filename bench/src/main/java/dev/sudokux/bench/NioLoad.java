package dev.sudokux.bench;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The closed loop of {@link HttpLoad} on plain non-blocking sockets, the way wrk works: each of a few
 * threads runs a selector over its share of the kept-alive HTTP/1.1 connections, writes a prepared
 * request, reads the answer (its length from {@code Content-Length}) and sends the next. It costs the
 * CPU the server shares far less than the JDK's HttpClient, which builds futures, headers and
 * strings for every request. Only what this benchmark needs of HTTP: no chunked answers, no
 * pipelining, no redirects.
 */
final class NioLoad {

    private static final byte[] SOLVED = "\"status\":\"solved\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] LENGTH = "content-length:".getBytes(StandardCharsets.US_ASCII);

    private NioLoad() {
    }

    /** Every puzzle's whole request (line, headers, body), ready to write. */
    static byte[][] requests(URI target, byte[][] bodies) {
        String host = target.getHost() + ":" + target.getPort();
        byte[][] requests = new byte[bodies.length][];
        for (int i = 0; i < bodies.length; i++) {
            byte[] head = ("POST " + target.getRawPath() + " HTTP/1.1\r\nHost: " + host
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + bodies[i].length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII);
            requests[i] = Arrays.copyOf(head, head.length + bodies[i].length);
            System.arraycopy(bodies[i], 0, requests[i], head.length, bodies[i].length);
        }
        return requests;
    }

    /** One run of {@code seconds}: connections opened, kept busy, closed; the answers within the time counted. */
    static HttpLoad.Run run(URI target, byte[][] requests, int connections, int threads, int seconds) throws Exception {
        AtomicInteger next = new AtomicInteger(new java.util.Random().nextInt(requests.length));
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Loop> loops = new ArrayList<>();
        List<Thread> running = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int share = connections / threads + (t < connections % threads ? 1 : 0);
            Loop loop = new Loop(target, requests, next, share, end);
            loops.add(loop);
            Thread thread = new Thread(loop, "load-" + t);
            running.add(thread);
            thread.start();
        }
        long answered = 0;
        long wrong = 0;
        long[] all = new long[0];
        for (int t = 0; t < threads; t++) {
            running.get(t).join();
            Loop loop = loops.get(t);
            if (loop.failure != null) {
                throw loop.failure;
            }
            int from = all.length;
            all = Arrays.copyOf(all, from + loop.recorded);
            System.arraycopy(loop.latencies, 0, all, from, loop.recorded);
            answered += loop.recorded;
            wrong += loop.wrong;
        }
        Arrays.sort(all);
        return new HttpLoad.Run(answered, wrong, seconds, all);
    }

    /** One thread's connections and its selector. */
    private static final class Loop implements Runnable {
        private final URI target;
        private final byte[][] requests;
        private final AtomicInteger next;
        private final int connections;
        private final long end;
        long[] latencies = new long[1 << 16];
        int recorded;
        long wrong;
        Exception failure;

        Loop(URI target, byte[][] requests, AtomicInteger next, int connections, long end) {
            this.target = target;
            this.requests = requests;
            this.next = next;
            this.connections = connections;
            this.end = end;
        }

        @Override
        public void run() {
            try (Selector selector = Selector.open()) {
                List<Connection> open = new ArrayList<>();
                try {
                    InetSocketAddress address = new InetSocketAddress(target.getHost(), target.getPort());
                    for (int c = 0; c < connections; c++) {
                        SocketChannel channel = SocketChannel.open(address);
                        channel.configureBlocking(false);
                        channel.socket().setTcpNoDelay(true);
                        Connection connection = new Connection(channel);
                        open.add(connection);
                        connection.key = channel.register(selector, 0, connection);
                        send(connection);
                    }
                    while (System.nanoTime() < end) {
                        selector.select(Math.max(1, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())));
                        for (SelectionKey key : selector.selectedKeys()) {
                            Connection connection = (Connection) key.attachment();
                            if (key.isWritable()) {
                                write(connection);
                            } else if (key.isReadable()) {
                                read(connection);
                            }
                        }
                        selector.selectedKeys().clear();
                    }
                } finally {
                    for (Connection connection : open) {
                        connection.channel.close();
                    }
                }
            } catch (Exception e) {
                failure = e;
            }
        }

        private void send(Connection connection) throws IOException {
            connection.out = ByteBuffer.wrap(requests[Math.floorMod(next.getAndIncrement(), requests.length)]);
            connection.in.clear();
            connection.sent = System.nanoTime();
            write(connection);
        }

        private void write(Connection connection) throws IOException {
            connection.channel.write(connection.out);
            connection.key.interestOps(connection.out.hasRemaining() ? SelectionKey.OP_WRITE : SelectionKey.OP_READ);
        }

        private void read(Connection connection) throws IOException {
            ByteBuffer in = connection.in;
            if (!in.hasRemaining()) {
                connection.in = in = ByteBuffer.allocate(2 * in.capacity()).put(in.flip());
            }
            if (connection.channel.read(in) < 0) {
                throw new IOException("the server closed a connection");
            }
            byte[] bytes = in.array();
            int headEnd = indexOf(bytes, 0, in.position(), "\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            if (headEnd < 0) {
                return;
            }
            int bodyStart = headEnd + 4;
            int length = contentLength(bytes, bodyStart);
            if (in.position() < bodyStart + length) {
                return;
            }
            long took = System.nanoTime() - connection.sent;
            boolean ok = bytes[9] == '2' && bytes[10] == '0' && bytes[11] == '0'
                    && indexOf(bytes, bodyStart, bodyStart + length, SOLVED) >= 0;
            if (!ok) {
                wrong++;
            }
            if (connection.sent + took <= end) {
                if (recorded == latencies.length) {
                    latencies = Arrays.copyOf(latencies, 2 * recorded);
                }
                latencies[recorded++] = took;
                send(connection);
            }
        }

        private static int contentLength(byte[] bytes, int headEnd) throws IOException {
            for (int i = 0; i + LENGTH.length < headEnd; i++) {
                if (bytes[i] == '\n' && matchesIgnoringCase(bytes, i + 1, LENGTH)) {
                    int at = i + 1 + LENGTH.length;
                    while (bytes[at] == ' ') {
                        at++;
                    }
                    int length = 0;
                    while (bytes[at] >= '0' && bytes[at] <= '9') {
                        length = 10 * length + bytes[at++] - '0';
                    }
                    return length;
                }
            }
            throw new IOException("an answer without Content-Length (chunked answers are not read)");
        }

        private static boolean matchesIgnoringCase(byte[] bytes, int at, byte[] lower) {
            for (int k = 0; k < lower.length; k++) {
                if (Character.toLowerCase(bytes[at + k]) != lower[k]) {
                    return false;
                }
            }
            return true;
        }

        private static int indexOf(byte[] bytes, int from, int to, byte[] what) {
            outer:
            for (int i = from; i + what.length <= to; i++) {
                for (int k = 0; k < what.length; k++) {
                    if (bytes[i + k] != what[k]) {
                        continue outer;
                    }
                }
                return i;
            }
            return -1;
        }
    }

    /** A connection and the request it is writing or the answer it is reading. */
    private static final class Connection {
        final SocketChannel channel;
        SelectionKey key;
        ByteBuffer out;
        ByteBuffer in = ByteBuffer.allocate(4096);
        long sent;

        Connection(SocketChannel channel) {
            this.channel = channel;
        }
    }
}
