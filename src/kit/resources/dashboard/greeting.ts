export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** §9 timeFix: before 9 morning, up to 11 forenoon, up to 13 noon, before 20 afternoon, else evening. */
export function greetingOf(hour: number): Greeting {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
