import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { SMS_RESEND_MS } from '../../../vocabulary/securityLimits';
import { formatHms } from './countdown';
import { useCountdown } from './useCountdown';

export interface SmsCodeButtonProps {
  /** Asks the upstream to text a code; resolves true when it was sent (the caller shows the outcome). */
  send: () => Promise<boolean>;
  disabled?: boolean;
}

/**
 * 'Send code' → while the upstream answers, 'sending…' → for 60 s a count-down (§4, hh:mm:ss) before it can be
 * pressed again, matching the upstream's limit. A refused send can be retried at once.
 */
export function SmsCodeButton({ send, disabled }: SmsCodeButtonProps) {
  const translate = useTranslate();
  const [target, setTarget] = useState<number>();
  const [sending, setSending] = useState(false);
  const left = useCountdown(target, () => setTarget(undefined));
  const counting = target !== undefined && left > 0;
  const onClick = async () => {
    setSending(true);
    try {
      if (await send()) setTarget(Date.now() + SMS_RESEND_MS);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={disabled || sending || counting}
      data-testid="sms-send"
      sx={{ whiteSpace: 'nowrap', minWidth: 150, flexShrink: 0, textTransform: 'none', height: 56 }}
    >
      {counting
        ? translate('app.sms.resendIn', { time: formatHms(left) })
        : translate(sending ? 'app.sms.sending' : 'app.sms.send')}
    </Button>
  );
}
