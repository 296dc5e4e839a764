package otau.arch;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Only {@code otau.ui.AppTheme} gives windows their stylesheets: no window, dialog or panel
 * adds one of its own or listens to the theme for it (that is how windows once leaked and
 * missed a theme switch). Checked on the compiled classes, so a fully qualified call counts too.
 */
class OneStylesheetMechanismTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("otau");
    private static final Set<String> STYLESHEET_CALLS = Set.of("getStylesheets", "setUserAgentStylesheet");

    @Test
    void onlyTheApplicationThemeTouchesStylesheets() {
        assertTrue(MAIN.contain("otau.ui.AppTheme"), "the mechanism is there to be excepted");
        noClasses().that().doNotHaveFullyQualifiedName("otau.ui.AppTheme")
                .should().callMethodWhere(describe("a stylesheet list or user-agent stylesheet is changed",
                        (JavaMethodCall call) -> STYLESHEET_CALLS.contains(call.getTarget().getName())))
                .check(MAIN);
    }

    @Test
    void theRuleSeesACallToStylesheets() {
        // The same rule over the mechanism itself must fail: it would otherwise pass by finding nothing.
        JavaClasses theme = new ClassFileImporter().importClasses(otau.ui.AppTheme.class);
        var rule = noClasses().should().callMethodWhere(describe("a stylesheet call",
                (JavaMethodCall call) -> STYLESHEET_CALLS.contains(call.getTarget().getName())));
        assertTrue(rule.evaluate(theme).hasViolation(), "the rule finds AppTheme's own calls");
    }
}
