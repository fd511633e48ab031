package dev.sudokux.spark;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.TaskKilled;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;

/**
 * Kills the first attempt of every task of the jobs it listens to, {@code delay} milliseconds after the
 * task starts (through Spark's own {@code killTaskAttempt}, the thread interrupted as a lost task's
 * would be), and counts the attempts that really died that way (a task may end before its kill comes).
 */
final class TaskKiller extends SparkListener {
    private final long delay;
    private final Set<String> tried = ConcurrentHashMap.newKeySet();
    private final AtomicInteger killed = new AtomicInteger();

    TaskKiller(long delay) {
        this.delay = delay;
    }

    @Override
    public void onTaskStart(SparkListenerTaskStart start) {
        long task = start.taskInfo().taskId();
        if (start.taskInfo().attemptNumber() == 0 && tried.add(start.stageId() + "/" + start.taskInfo().partitionId())) {
            Thread t = new Thread(() -> {
                try {
                    Thread.sleep(delay);
                } catch (InterruptedException e) {
                    return;
                }
                LocalSpark.context().sc().killTaskAttempt(task, true, "killed by the test");
            }, "test-task-killer");
            t.setDaemon(true);
            t.start();
        }
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        if (end.reason() instanceof TaskKilled) {
            killed.incrementAndGet();
        }
    }

    /** How many task attempts died of a kill. */
    int killed() {
        return killed.get();
    }
}
