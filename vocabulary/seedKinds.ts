/**
 * Generators of realistic values for a Chinese cinema-ticket reseller that a schema field may ask for
 * (`seed: { kind }`); the embedded upstream implements each (upstream/seed/values.ts, one per name, checked by type).
 */
export const SEED_KINDS = {
  film: 'a film title now or recently showing',
  cinema: 'a cinema of a Chinese chain, with its branch',
  city: 'a Chinese city',
  personName: 'a Chinese personal name',
  company: 'a company name',
  seats: 'seats like 5排7座, as many as the record’s *count field',
  orderNo: 'an order number DY<yyyymmdd><8 digits>, dated by the record’s creation time',
  phone: 'a mainland mobile number',
  appid: 'a WeChat appid (wx + 16 hex digits)',
  imageUrl: 'a poster image URL served by the embedded upstream',
  remark: 'a short operator remark',
  sequence: 'the record’s position, 1, 2, 3 …',
  wechatNick: 'a WeChat nickname',
  bankCard: 'a masked bank card number',
} as const;
export type SeedKind = keyof typeof SEED_KINDS;
