package otau.engine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The picker against a plain sort: {@link List#sort} is stable, so the expected order is the
 * keys from high to low and, among equal keys, the order in which the moves came.
 */
class MovePickerTest {
    private record Move(int move, int key) { }

    /** Up to nine distinct moves in hole order, keys from a small range so that ties are common. */
    private static List<Move> randomRow(SplittableRandom random) {
        List<Move> row = new ArrayList<>();
        for (int m = 0; m < 9; m++) {
            if (random.nextInt(3) > 0) {
                int key = random.nextInt(10) == 0 ? MovePicker.TABLE_MOVE : random.nextInt(7) - 3;
                row.add(new Move(m, key));
            }
        }
        return row;
    }

    private static List<Integer> sortedMoves(List<Move> row) {
        List<Move> sorted = new ArrayList<>(row);
        sorted.sort(Comparator.comparingInt(Move::key).reversed());
        return sorted.stream().map(Move::move).toList();
    }

    @Test
    void addKeepsEachRowInTheOrderOfAStableSort() {
        SplittableRandom random = new SplittableRandom(3);
        MovePicker picker = new MovePicker(4);
        for (int trial = 0; trial < 5_000; trial++) {
            List<List<Move>> rows = new ArrayList<>();
            for (int ply = 0; ply < 4; ply++) {
                List<Move> row = randomRow(random);
                rows.add(row);
                picker.clear(ply);
                row.forEach(m -> picker.add(rows.size() - 1, m.move(), m.key()));
            }
            // Each row is kept apart from the others.
            for (int ply = 0; ply < 4; ply++) {
                List<Integer> got = new ArrayList<>();
                for (int i = 0; i < picker.count(ply); i++) {
                    got.add(picker.move(ply, i));
                }
                assertEquals(sortedMoves(rows.get(ply)), got, "trial " + trial + " ply " + ply);
            }
        }
    }

    /** Oracle: a sort of the keys, and the pairs as they were put in. */
    @Test
    void nextPicksTheKeysFromHighToLowWithTheirOwnMoves() {
        SplittableRandom random = new SplittableRandom(5);
        MovePicker picker = new MovePicker(2);
        for (int trial = 0; trial < 5_000; trial++) {
            List<Move> row = randomRow(random);
            for (int i = 0; i < row.size(); i++) {
                picker.set(1, i, row.get(i).move(), row.get(i).key());
            }
            List<Move> got = new ArrayList<>();
            for (int i = 0; i < row.size(); i++) {
                int m = picker.next(1, i, row.size());
                got.add(new Move(m, picker.key(1, i)));
            }
            List<Integer> expectedKeys = new ArrayList<>(row.stream().map(Move::key).toList());
            expectedKeys.sort(Comparator.reverseOrder());
            assertEquals(expectedKeys, got.stream().map(Move::key).toList(), "trial " + trial);
            assertEquals(new HashSet<>(row), new HashSet<>(got), "trial " + trial);
        }
    }

    /**
     * Ties under selection sort, worked by hand: a:1 b:2 c:1 d:2 gives b (the first 2; a goes
     * to b's place: b a c d), then d (a goes to d's place: b d c a), then c, then a.
     */
    @Test
    void nextBreaksTiesAsSelectionSortDoes() {
        MovePicker picker = new MovePicker(1);
        int[][] row = {{0, 1}, {1, 2}, {2, 1}, {3, 2}};
        for (int i = 0; i < row.length; i++) {
            picker.set(0, i, row[i][0], row[i][1]);
        }
        List<Integer> got = new ArrayList<>();
        for (int i = 0; i < row.length; i++) {
            got.add(picker.next(0, i, row.length));
        }
        assertEquals(List.of(1, 3, 2, 0), got);
    }

    @Test
    void theTableMoveComesFirst() {
        MovePicker picker = new MovePicker(1);
        picker.clear(0);
        for (int m = 0; m < 9; m++) {
            picker.add(0, m, MovePicker.tableFirst(m, 6, 100 - m));
        }
        assertEquals(6, picker.move(0, 0));
        assertEquals(0, picker.move(0, 1));
        assertEquals(9, picker.count(0));
    }
}
