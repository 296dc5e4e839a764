package otau.ui;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Plural forms in bundle patterns, in ICU's syntax: {@code {1,plural,one{# stone}other{# stones}}}.
 * {@link java.text.MessageFormat} has only {@code choice}, which cannot say Russian's
 * "1 камень, 2 камня, 5 камней, 21 камень"; the CLDR rules of our four languages are small
 * enough to write here instead of shipping ICU4J (14 MB) for them.
 *
 * <p>Categories: {@code one}, {@code few}, {@code many}, {@code other}; {@code other} is
 * required. {@code #} in a form is the number. A plural is resolved before the pattern goes to
 * {@code MessageFormat}, so the forms may hold other arguments.
 */
public final class Plurals {
    private static final String MARK = ",plural,";

    private Plurals() {
    }

    /** The CLDR plural category of the whole number {@code n} in {@code language}. */
    public static String category(Language language, long n) {
        long a = Math.abs(n);
        return switch (language) {
            case RUSSIAN -> {
                long d = a % 10;
                long h = a % 100;
                if (d == 1 && h != 11) {
                    yield "one";
                }
                yield d >= 2 && d <= 4 && (h < 12 || h > 14) ? "few" : "many";
            }
            // Kazakh and Kyrgyz: "one" for 1 only (nouns after a numeral stay singular anyway).
            case ENGLISH, KAZAKH, KYRGYZ -> a == 1 ? "one" : "other";
        };
    }

    /** {@code pattern} with each plural replaced by the form {@code args} ask for in {@code language}. */
    public static String resolve(String pattern, Language language, Object[] args) {
        int at = pattern.indexOf(MARK);
        if (at < 0) {
            return pattern;
        }
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (at >= 0) {
            int open = pattern.lastIndexOf('{', at);
            int arg = Integer.parseInt(pattern.substring(open + 1, at).strip());
            Parsed p = parse(pattern, at + MARK.length());
            Object value = arg < args.length ? args[arg] : null;
            long n = value instanceof Number num ? num.longValue() : 0;
            String form = p.forms.getOrDefault(category(language, n), p.forms.get("other"));
            out.append(pattern, from, open).append(form.replace("#", "{" + arg + ",number,integer}"));
            from = p.end;
            at = pattern.indexOf(MARK, from);
        }
        return out.append(pattern.substring(from)).toString();
    }

    /** Throws IllegalArgumentException when a plural in {@code pattern} is malformed or lacks "other". */
    public static void check(String pattern) {
        int at = pattern.indexOf(MARK);
        while (at >= 0) {
            Parsed p = parse(pattern, at + MARK.length());
            if (!p.forms.containsKey("other")) {
                throw new IllegalArgumentException("a plural without an 'other' form");
            }
            at = pattern.indexOf(MARK, p.end);
        }
    }

    private record Parsed(Map<String, String> forms, int end) {
    }

    /** Reads {@code one{...}few{...}other{...}}} from {@code i}; end is just after the closing brace. */
    private static Parsed parse(String s, int i) {
        Map<String, String> forms = new LinkedHashMap<>();
        while (true) {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
            if (i >= s.length()) {
                throw new IllegalArgumentException("an unclosed plural");
            }
            if (s.charAt(i) == '}') {
                return new Parsed(forms, i + 1);
            }
            int brace = s.indexOf('{', i);
            if (brace < 0) {
                throw new IllegalArgumentException("a plural form without text");
            }
            String name = s.substring(i, brace).strip();
            if (!name.matches("one|few|many|other")) {
                throw new IllegalArgumentException("an unknown plural form '" + name + "'");
            }
            int depth = 0;
            int j = brace;
            for (; j < s.length(); j++) {
                char c = s.charAt(j);
                if (c == '{') {
                    depth++;
                } else if (c == '}' && --depth == 0) {
                    break;
                }
            }
            if (j >= s.length()) {
                throw new IllegalArgumentException("an unclosed plural form");
            }
            forms.put(name, s.substring(brace + 1, j));
            i = j + 1;
        }
    }
}
