import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { currentBrand } from '../../platform/brand/currentBrand';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { preferenceStore } from '../../platform/skin/preferenceStore';
import { themeFor } from '../theme';
import type { TokenLinkQuestions } from './tokenLoginFlow';

interface Question {
  title: string;
  body: string;
  /** Button texts, the last one is the default; one button = a message to acknowledge. */
  buttons: Array<{ label: string; answer: boolean; testId: string }>;
}

function QuestionDialog({ question, onAnswer }: { question: Question; onAnswer: (answer: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const answer = (value: boolean) => {
    setOpen(false);
    onAnswer(value);
  };
  return (
    <Dialog
      open={open}
      onClose={() => answer(false)}
      data-testid="token-link-dialog"
      aria-labelledby="token-link-title"
    >
      <DialogTitle id="token-link-title">{question.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {question.buttons.map((b, i) => (
          // Account names are shown as they are spelt: no upper-casing.
          <Button
            key={b.testId}
            onClick={() => answer(b.answer)}
            variant={i === question.buttons.length - 1 ? 'contained' : 'text'}
            sx={{ textTransform: 'none' }}
            data-testid={b.testId}
          >
            {b.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

/**
 * Asks in a dialog of its own React root: the question comes before the console renders (a link opened in a new
 * page) or over it (a link followed inside it), and neither should depend on the other.
 */
function ask(question: Question): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const done = (answer: boolean) => {
      resolve(answer);
      // Let the closing transition run before the root goes.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 300);
    };
    root.render(
      <ThemeProvider theme={createTheme(themeFor(currentBrand()))}>
        <QuestionDialog question={question} onAnswer={done} />
      </ThemeProvider>,
    );
  });
}

/** The dialogs in the user's language (the stored choice; the console has not started its own i18n yet). */
function translator() {
  const locale = preferenceStore().getItem<string>('locale');
  if (locale && locale !== i18nProvider.getLocale()) void i18nProvider.changeLocale(locale);
  return (key: string, args?: Record<string, unknown>) => i18nProvider.translate(key, args);
}

export const tokenLinkDialogs: TokenLinkQuestions = {
  confirmSwitch: ({ current, next }) => {
    const t = translator();
    return ask({
      title: t('app.tokenLink.switchTitle'),
      body: t('app.tokenLink.switchBody', { current, next }),
      buttons: [
        { label: t('app.tokenLink.stay', { current }), answer: false, testId: 'token-link-stay' },
        { label: t('app.tokenLink.switch', { next }), answer: true, testId: 'token-link-switch' },
      ],
    });
  },
  tellRefused: async (outcome, current) => {
    const t = translator();
    await ask({
      title: t('app.tokenLink.refusedTitle'),
      body: `${t(`app.session.token_${outcome}`)} ${t('app.tokenLink.staySignedIn', { current })}`,
      buttons: [{ label: t('ra.action.close'), answer: false, testId: 'token-link-ok' }],
    });
  },
};
