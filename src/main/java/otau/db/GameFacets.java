package otau.db;

/**
 * The facets the explorer filters on, as numbers the position index can carry: the date as
 * a day number {@code yyyymmdd} (unknown month or day as 00) and the time control as its
 * base in seconds. The schema's upgrade step computes the same numbers in SQL for games
 * imported before, so both must stay in step.
 */
public final class GameFacets {
    private GameFacets() {
    }

    /**
     * {@code 2024.12.26} → 20241226, {@code 2024.12.??} → 20241200, {@code 2024.??.??} → 20240000;
     * null when the date does not start with a year.
     */
    public static Integer day(String date) {
        if (date == null) {
            return null;
        }
        String d = date.strip();
        if (!digits(d, 0, 4)) {
            return null;
        }
        int year = Integer.parseInt(d.substring(0, 4));
        if (d.length() < 7 || d.charAt(4) != '.' || !digits(d, 5, 7)) {
            return year * 10000;
        }
        int month = Integer.parseInt(d.substring(5, 7));
        if (d.length() < 10 || d.charAt(7) != '.' || !digits(d, 8, 10)) {
            return year * 10000 + month * 100;
        }
        return year * 10000 + month * 100 + Integer.parseInt(d.substring(8, 10));
    }

    /**
     * The first day a date filter's lower bound admits: a prefix ({@code 2024}, {@code 2024.12})
     * starts at its first day. Null when {@code text} is blank.
     *
     * @throws IllegalArgumentException when it is not a date or a prefix of one
     */
    public static Integer firstDay(String text) {
        return bound(text, false);
    }

    /** The last day a date filter's upper bound admits: {@code 2024.12} covers the whole month. */
    public static Integer lastDay(String text) {
        return bound(text, true);
    }

    private static Integer bound(String text, boolean upper) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String t = text.strip();
        boolean year = t.length() == 4 && digits(t, 0, 4);
        boolean month = t.length() == 7 && day(t) != null && day(t) % 100 == 0 && t.charAt(4) == '.'
                && digits(t, 5, 7);
        boolean full = t.length() == 10 && digits(t, 8, 10) && digits(t, 5, 7) && digits(t, 0, 4)
                && t.charAt(4) == '.' && t.charAt(7) == '.';
        if (!year && !month && !full || !exists(t)) {
            throw new IllegalArgumentException("\"" + t + "\" is not a date (YYYY, YYYY.MM or YYYY.MM.DD)");
        }
        int d = day(t);
        if (!upper || full) {
            return d;
        }
        return year ? d + 1299 : d + 99;
    }

    /** True when the month (and day) of a well-formed bound are on the calendar: no 2024.13 or 2023.02.29. */
    private static boolean exists(String t) {
        if (t.length() == 4) {
            return true;
        }
        int month = Integer.parseInt(t.substring(5, 7));
        if (month < 1 || month > 12) {
            return false;
        }
        if (t.length() == 7) {
            return true;
        }
        int day = Integer.parseInt(t.substring(8, 10));
        return day >= 1 && day <= java.time.YearMonth.of(Integer.parseInt(t.substring(0, 4)), month).lengthOfMonth();
    }

    /**
     * The base of a TimeControl tag in seconds ({@code 600}, {@code 300+5} → 300); null when
     * absent, zero or not starting with a number ({@code -}, {@code ?}).
     */
    public static Integer timeControl(String tag) {
        if (tag == null) {
            return null;
        }
        String t = tag.strip();
        int end = 0;
        while (end < t.length() && end < 9 && Character.isDigit(t.charAt(end))) {
            end++;
        }
        if (end == 0) {
            return null;
        }
        int seconds = Integer.parseInt(t.substring(0, end));
        return seconds > 0 ? seconds : null;
    }

    private static boolean digits(String s, int from, int to) {
        if (s.length() < to) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }
}
