import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useCanAccess, useFieldValue, useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import { groupCardNumber, maskCardNumber } from '../../../../vocabulary/cardNumber';
import { useInDetailView } from './detailContext';

/**
 * Widget cardNumber (issue 30 item 14): a bank card number masked to its last four digits wherever it is listed,
 * whatever the upstream sends. On the record's detail view, an account that may `add` records of the resource (apply
 * for a withdrawal: the withdrawal right) may reveal the whole number with the button beside it; nobody else sees it.
 */
export function CardNumberField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source });
  const inDetail = useInDetailView();
  if (value === undefined || value === null || value === '') return null;
  const masked = (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-card-number="masked">
      {maskCardNumber(value)}
    </Box>
  );
  return inDetail ? <RevealableCardNumber value={value} masked={masked} /> : masked;
}

function RevealableCardNumber({ value, masked }: { value: unknown; masked: React.ReactElement }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'add' });
  const [shown, setShown] = useState(false);
  if (!canAccess) return masked;
  const label = translate(shown ? 'app.cardNumber.hide' : 'app.cardNumber.reveal');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {shown ? (
        <Box
          component="span"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          data-card-number="whole"
        >
          {groupCardNumber(value)}
        </Box>
      ) : (
        masked
      )}
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          data-testid="card-number-reveal"
        >
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
