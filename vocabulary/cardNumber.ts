/**
 * Bank card numbers (widget `cardNumber`, issue 30 item 14): shown and exported masked, the last four digits only,
 * whatever the upstream sends — the whole number is the detail screen's, on request, for accounts with the right.
 * One rule for the console's cells and the embedded upstream's export cells.
 */

/** The mask: four groups, the last one the card's last four digits (`**** **** **** 0202`). */
export function maskCardNumber(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  // Fewer than 4 digits (or an already masked value without them) gives nothing away.
  const last = digits.length >= 4 ? digits.slice(-4) : '****';
  return `**** **** **** ${last}`;
}

/** The whole number in groups of four (`6222 0202 0202 0202`), as a card reads. */
export function groupCardNumber(value: unknown): string {
  const text = String(value ?? '').replace(/\s+/g, '');
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}
