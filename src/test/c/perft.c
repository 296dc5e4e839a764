/*
 * A plain C perft for Toguz Korgool, the yardstick for otau's Java move generator.
 * The same rules as RULES.md, written straightforwardly: an int array board, make by
 * sowing, unmake from a saved copy of the holes and stores, every leaf move made and
 * unmade. Build and run:
 *   gcc -O2 -o /tmp/perft src/test/c/perft.c && /tmp/perft 9
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    int holes[18];   /* 0..8 White's holes 1..9, 9..17 Black's */
    int stores[2];
    int tuzdyk[2];   /* index of player p's tuzdyk (on the other side), or -1 */
    int side;
} Board;

typedef struct {
    int holes[18];
    int stores[2];
    int tuzdyk[2];
} Undo;

static void make(Board *b, int move, Undo *u) {
    memcpy(u->holes, b->holes, sizeof b->holes);
    u->stores[0] = b->stores[0];
    u->stores[1] = b->stores[1];
    u->tuzdyk[0] = b->tuzdyk[0];
    u->tuzdyk[1] = b->tuzdyk[1];
    int me = b->side;
    int from = me * 9 + move;
    int n = b->holes[from];
    b->holes[from] = 0;
    int i = from;
    if (n == 1) {
        i = (from + 1) % 18;
        b->holes[i]++;
    } else {
        /* the first stone goes back into the emptied hole */
        for (int k = 0; k < n; k++) {
            b->holes[i]++;
            if (k < n - 1) {
                i = (i + 1) % 18;
            }
        }
    }
    int last = i;
    /* stones sown into a tuzdyk go to its owner */
    for (int p = 0; p < 2; p++) {
        int t = b->tuzdyk[p];
        if (t >= 0 && b->holes[t] > 0) {
            b->stores[p] += b->holes[t];
            b->holes[t] = 0;
        }
    }
    int onOpponentSide = me == 0 ? last >= 9 : last < 9;
    if (onOpponentSide && last != b->tuzdyk[0] && last != b->tuzdyk[1]) {
        int c = b->holes[last];
        if (c % 2 == 0) {
            b->stores[me] += c;
            b->holes[last] = 0;
        } else if (c == 3 && b->tuzdyk[me] < 0) {
            int number = last % 9;
            int other = b->tuzdyk[1 - me];
            int otherNumber = other < 0 ? -1 : other % 9;
            if (number != 8 && number != otherNumber) {
                b->stores[me] += 3;
                b->holes[last] = 0;
                b->tuzdyk[me] = last;
            }
        }
    }
    b->side = 1 - me;
}

static void unmake(Board *b, const Undo *u) {
    memcpy(b->holes, u->holes, sizeof b->holes);
    b->stores[0] = u->stores[0];
    b->stores[1] = u->stores[1];
    b->tuzdyk[0] = u->tuzdyk[0];
    b->tuzdyk[1] = u->tuzdyk[1];
    b->side = 1 - b->side;
}

static long long perft(Board *b, int depth) {
    if (depth == 0) {
        return 1;
    }
    if (b->stores[0] >= 82 || b->stores[1] >= 82) {
        return 0;
    }
    long long nodes = 0;
    int base = b->side * 9;
    Undo u;
    for (int m = 0; m < 9; m++) {
        if (b->holes[base + m] != 0) {
            make(b, m, &u);
            nodes += depth == 1 ? 1 : perft(b, depth - 1);
            unmake(b, &u);
        }
    }
    return nodes;
}

int main(int argc, char **argv) {
    int depth = argc > 1 ? atoi(argv[1]) : 9;
    Board b;
    for (int i = 0; i < 18; i++) {
        b.holes[i] = 9;
    }
    b.stores[0] = b.stores[1] = 0;
    b.tuzdyk[0] = b.tuzdyk[1] = -1;
    b.side = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long long total = 0;
    for (int d = 1; d <= depth; d++) {
        long long n = perft(&b, d);
        total += n;
        printf("perft(%d) = %lld\n", d, n);
        fflush(stdout);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("time %.3f s, %lld leaf positions, %.1f million leaf positions per second\n", s, total, total / s / 1e6);
    return 0;
}
