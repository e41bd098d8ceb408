/**
 * Generators of realistic values for a Chinese cinema-ticket reseller that a schema field may ask for
 * (`seed: { kind }`); the embedded upstream implements each (upstream/seed/values.ts, one per name, checked by type).
 */
export const SEED_KINDS = {
  film: 'a film title now or recently showing',
  cinema: 'a cinema of a Chinese chain, with its branch (with unique: each a different branch in the record’s city)',
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
  bankCard: 'a whole 16-digit bank card number (the console masks it)',
  bouquet: 'a flower bouquet (flower orders)',
  dish: 'a cinema snack or meal (food orders)',
  couponName:
    'a coupon title; with seed.terms it states the record’s value and threshold (满50减10观影券 only beside 50 and 10)',
  couponCode: 'a 12-character coupon code',
  product: 'a local-life product or virtual good',
  appName: 'a promotion mini-program’s name',
  channelName: 'a promotion channel',
  mediaName: 'a media platform',
  address: 'a delivery address in the record’s city (or a random one)',
  tradeNo: 'a payment serial number',
  genres: 'one to three film genres (a list)',
  landline: 'a landline number such as 021-62345678',
  monthSeq: 'YYYY-MM, one month per record counting back from the anchor month (statement periods)',
  exportSource: 'the title of a console screen that exports (全部订单, 已完成订单 …)',
  exportFile: 'an export file name: the record’s source and its creation date, .xlsx',
} as const;
export type SeedKind = keyof typeof SEED_KINDS;
