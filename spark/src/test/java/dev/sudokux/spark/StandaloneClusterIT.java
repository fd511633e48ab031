package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A real Spark standalone cluster on loopback: a master and two workers, each its own JVM, started
 * from Spark's own classes in the bundled jars ({@code spark/target/lib}, no download); the jobs are
 * submitted to it with {@code --master spark://...} (the driver in this JVM, the executors in the
 * workers' JVMs, the application jar shipped to them), and their answers are the command line's. One
 * executor is killed in the middle of a count: the count stays exact.
 */
class StandaloneClusterIT {

    private static final Path TARGET = Path.of("target").toAbsolutePath();
    private static final List<Process> PROCESSES = new ArrayList<>();
    private static Path home;
    private static String master;

    @BeforeAll
    static void startCluster() throws Exception {
        home = Files.createTempDirectory("sudokux-spark-home");
        // What a worker needs of a Spark installation to start executors: SPARK_HOME/jars.
        Files.createSymbolicLink(home.resolve("jars"), TARGET.resolve("lib"));
        int port = freePort();
        master = "spark://127.0.0.1:" + port;
        PROCESSES.add(start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(freePort())));
        for (int w = 1; w <= 2; w++) {
            Path work = Files.createDirectories(home.resolve("work-" + w));
            PROCESSES.add(start("worker-" + w, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                    "--cores", "1", "--memory", "1g", "--webui-port", String.valueOf(freePort()), "--work-dir",
                    work.toString(), master));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (registeredWorkers() < 2) {
            assertThat(System.nanoTime() < deadline).as("two workers registered within 90 s:\n" + log("master")).isTrue();
            Thread.sleep(250);
        }
    }

    @AfterAll
    static void stopCluster() throws Exception {
        for (Process p : PROCESSES) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static Process start(String name, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx512m");
        for (String option : System.getProperty("sudokux.spark.javaOptions", "").trim().split("\\s+")) {
            if (!option.isEmpty()) {
                command.add(option);
            }
        }
        command.add("-cp");
        command.add(TARGET.resolve("lib") + File.separator + "*");
        command.add(mainClass);
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(home.resolve(name + ".log").toFile());
        pb.environment().put("SPARK_HOME", home.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        return pb.start();
    }

    private static String log(String name) {
        try {
            return Files.readString(home.resolve(name + ".log"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log)";
        }
    }

    private static int registeredWorkers() {
        return log("master").split("Registering worker", -1).length - 1;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** {@code sudokux spark ARGS} submitted to the cluster. */
    private static LocalSpark.Ran onCluster(String... args) {
        List<String> all = new ArrayList<>(List.of(args[0], "--master", master, "--conf",
                "spark.jars=" + TARGET.resolve("sudokux-spark.jar"), "--conf", "spark.driver.host=127.0.0.1",
                "--conf", "spark.executor.memory=512m", "--conf", "spark.task.maxFailures=4"));
        all.addAll(List.of(args).subList(1, args.length));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = SparkMain.run(all.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        return new LocalSpark.Ran(code, out.toString(), err.toString());
    }

    @Test
    void batchJobsAndCountsAnswerAsTheCommandLine() {
        String mixed = "src/test/resources/batch/mixed.txt";
        LocalSpark.Ran expected = LocalSpark.cli("check", mixed);
        LocalSpark.Ran got = onCluster("check", "--partitions", "4", mixed);
        assertThat(got.out()).isEqualTo(expected.out());
        assertThat(got.code()).isEqualTo(expected.code());
        String queens = "src/test/resources/xc/langford-7.dlx";
        assertThat(onCluster("xc", "--count", queens).out()).isEqualTo(LocalSpark.cli("xc", "--count", queens).out());
    }

    @Test
    void anExecutorKilledInTheMiddleOfACountLeavesItExact() throws Exception {
        String problem = "../examples/pentomino-6x10.dlx";
        Thread killer = new Thread(() -> {
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (System.nanoTime() < deadline) {
                    Optional<ProcessHandle> executor = PROCESSES.get(1).descendants()
                            .filter(p -> p.info().commandLine().orElse("").contains("CoarseGrainedExecutorBackend"))
                            .findFirst();
                    if (executor.isPresent() && Files.exists(home.resolve("counting"))) {
                        Thread.sleep(3000);
                        executor.get().destroyForcibly();
                        Files.writeString(home.resolve("killed"), String.valueOf(System.nanoTime()));
                        return;
                    }
                    Thread.sleep(200);
                }
            } catch (InterruptedException | IOException e) {
                Thread.currentThread().interrupt();
            }
        }, "executor-killer");
        Files.writeString(home.resolve("counting"), "yes");
        killer.start();
        LocalSpark.Ran got = onCluster("xc", "--count", "--partitions", "60", problem);
        long ended = System.nanoTime();
        killer.join();
        assertThat(Files.exists(home.resolve("killed"))).as("an executor was killed").isTrue();
        assertThat(Long.parseLong(Files.readString(home.resolve("killed")))).as("killed before the count ended")
                .isLessThan(ended);
        assertThat(got.out()).isEqualTo("9356\n");
        assertThat(got.code()).isZero();
    }
}
