// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_CODE_LENGTH } from '../../../vocabulary/securityLimits';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { SmsCodeRow } from './SmsCodeRow';

afterEach(cleanup);

function Row({ problem, send }: { problem?: string; send: () => Promise<boolean> }) {
  const { register } = useForm<{ code: string }>();
  return (
    <I18nContextProvider value={i18nProvider}>
      <SmsCodeRow label="验证码" registration={register('code')} problem={problem} send={send} testId="code" />
    </I18nContextProvider>
  );
}

describe('SmsCodeRow: the one SMS-code row (issue 31 item 17)', () => {
  it('a one-time-code field of §9’s code length beside the send button, which asks for a code', async () => {
    const send = vi.fn(async () => true);
    render(<Row send={send} />);
    const field = screen.getByTestId('code') as HTMLInputElement;
    expect([field.autocomplete, field.maxLength, field.inputMode]).toEqual([
      'one-time-code',
      VERIFICATION_CODE_LENGTH,
      'numeric',
    ]);
    fireEvent.click(screen.getByTestId('sms-send'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('shows the problem under the field', () => {
    render(<Row problem="请输入 6 位验证码" send={async () => true} />);
    expect(screen.getByText('请输入 6 位验证码')).toBeTruthy();
  });

  it('is the only place a dialog puts the send button: no feature writes the row again', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const writers = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx'))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('<SmsCodeButton'));
    expect(writers).toEqual(['platform/components/SmsCodeRow.tsx']);
  });
});
