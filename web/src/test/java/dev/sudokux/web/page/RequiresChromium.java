package dev.sudokux.web.page;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips a browser test class, with a message naming what is missing, where chromium or chromedriver
 * is not installed (CI installs both: see .ci/run).
 */
final class RequiresChromium implements ExecutionCondition {

    private static boolean told;

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return Chromium.missing().map(message -> {
            synchronized (RequiresChromium.class) {
                if (!told) {
                    told = true;
                    System.err.println("sudokux: " + message);
                }
            }
            return ConditionEvaluationResult.disabled(message);
        }).orElseGet(() -> ConditionEvaluationResult.enabled("chromium and chromedriver are installed"));
    }
}
