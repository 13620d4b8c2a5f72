// Timing helpers shared by the bench sections: medians, never means, so one GC pause
// does not move a figure.

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Median milliseconds of `run` over `repeats` calls, after three warm-up calls. */
export function timeIt(run: () => unknown, repeats = 30): number {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return median(times);
}
