import type { Feature } from '../contract';
import { ServiceQrButton } from './ServiceQrButton';

/** §2 customer-service QR drawer: the brand's service_qr images and titles (§1). */
export const serviceQr: Feature = {
  about: 'customer-service QR codes drawer (§1 service_qr, §2)',
  appBar: [ServiceQrButton],
};
