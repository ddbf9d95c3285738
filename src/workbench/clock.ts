import { SimulatedClock } from 'xstate'

/** A timer the fake clock holds: when it falls due, in fake milliseconds since the run began. */
export type PendingTimer = { id: number; due: number; set: number }

/**
 * xstate's SimulatedClock, which also lists the timers it holds, so the workbench can show what
 * is waiting (a slide's next step, a success message's end, a send's time limit) and when.
 */
export class WorkbenchClock extends SimulatedClock {
  private readonly timers = new Map<number, PendingTimer>()
  private readonly listeners = new Set<() => void>()

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const set = this.now()
    const id: number = super.setTimeout(() => {
      this.timers.delete(id)
      fn()
    }, timeout)
    this.timers.set(id, { id, due: set + timeout, set })
    this.notify()
    return id
  }

  override clearTimeout(id: number): void {
    this.timers.delete(id)
    super.clearTimeout(id)
    this.notify()
  }

  /**
   * Moves fake time on, firing every timer that falls due on the way, in order. SimulatedClock's
   * own `increment` jumps straight to the end, so a timer set by one that fires on the way (the
   * carousel's next 100 ms step) would wait for the next advance: this stops at each due time.
   */
  advance(ms: number) {
    const target = this.now() + ms
    // A machine that keeps setting zero-delay timers would never let time reach the target.
    for (let stops = 0; stops < 10_000; stops++) {
      const next = this.pending()[0]
      if (!next || next.due > target) break
      this.set(next.due)
    }
    this.set(target)
    this.notify()
  }

  pending(): PendingTimer[] {
    return [...this.timers.values()].sort((a, b) => a.due - b.due)
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private notify() {
    this.listeners.forEach((listener) => listener())
  }
}
