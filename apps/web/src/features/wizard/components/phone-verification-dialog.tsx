import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { PHONE_CODE_LENGTH, type PhoneInput, ProfileErrorKey } from '@trades/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { ApiError } from '@/lib/api-client';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { notifyError, notifyFailure, notifySuccess } from '@/lib/notify';

interface PhoneVerificationDialogProps {
  /** The phone being verified; null closes the dialog. */
  phone: (PhoneInput & { label: string }) | null;
  /** The text of the first send (shown in the dialog), or undefined while it is on its way. */
  sentMessage: string | undefined;
  /** The wait before a new code may be asked for, by the first send's answer; undefined while it is on its way. */
  resendWait: CodeWait | undefined;
  onClose(): void;
  onVerified(phone: PhoneInput): void;
}

/** The first key of an error for the code field (invalid_code, code_expired, too_many_attempts). */
function codeErrorKey(error: unknown): string {
  if (error instanceof ApiError) return error.formErrors.code?.[0] ?? error.body.code;
  return 'unexpected_error';
}

/** A wait in epoch ms: from when the answer that set it came, to when it is over. */
export interface CodeWait {
  from: number;
  until: number;
}

/** The wait of `seconds` that starts now. */
export function codeWait(seconds: number): CodeWait {
  const from = Date.now();
  return { from, until: from + seconds * 1000 };
}

/** Seconds left of a wait, ticking every second; 0 once it is over. */
export function useSecondsLeft(wait: CodeWait | undefined): number {
  const at = wait?.until;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    };
    // At once (the clock may have stood since the dialog mounted), then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  if (wait === undefined) return 0;
  // Until the first tick, `now` is when the dialog mounted, before the wait began: never count from earlier than its start.
  return Math.max(0, Math.ceil((wait.until - Math.max(now, wait.from)) / 1000));
}

/**
 * Phone verification: the code sent by SMS is typed in,
 * checked, and can be sent again once the wait after the last send is over (the countdown shows).
 */
export function PhoneVerificationDialog({ phone, sentMessage, resendWait, onClose, onVerified }: PhoneVerificationDialogProps) {
  const { t } = useTranslation('wizard');
  const { t: tErrors } = useTranslation('errors');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const resend = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  // The wait after this dialog's own resend replaces the first send's.
  const [resentWait, setResentWait] = useState<CodeWait>();
  const secondsLeft = useSecondsLeft(resentWait ?? resendWait);
  // Nothing to ask for while the first code is on its way or the wait is not over.
  const resendBlocked = sentMessage === undefined || secondsLeft > 0;

  const close = () => {
    setCode('');
    setCodeError(undefined);
    setResentWait(undefined);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // React bubbles events through portals: the step's own form around the dialog must not submit too.
    event.stopPropagation();
    if (!phone) return;
    if (code.length !== PHONE_CODE_LENGTH) {
      setCodeError(tErrors('field_required'));
      focusInvalid();
      return;
    }
    verify.mutate(code, {
      onSuccess: (answer) => {
        notifySuccess(answer.message || tErrors(ProfileErrorKey.PhoneVerifySuccess));
        onVerified(phone);
        close();
      },
      onError: (error) => {
        setCodeError(tErrors(codeErrorKey(error)));
        focusInvalid();
      },
    });
  };

  const sendAgain = () => {
    if (!phone) return;
    resend.mutate(
      { country: phone.country, number: phone.number },
      {
        onSuccess: (answer) => {
          setCode('');
          setCodeError(undefined);
          setResentWait(codeWait(answer.resendIn));
          notifySuccess(answer.message || tErrors(ProfileErrorKey.ResendSmsSuccess));
        },
        onError: (error) =>
          error instanceof ApiError && error.status === 429 ? notifyFailure(error.body.message || tErrors(ProfileErrorKey.ResendSmsError)) : notifyError(error),
      },
    );
  };

  return (
    <Modal opened={phone !== null} onClose={close} title={t('step2.verify.title')} size={290} centered>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{sentMessage ?? t('step2.verify.sending')}</Text>
          <Text size="sm" fw={600}>
            {phone?.label}
          </Text>
          <div>
            <Text component="label" size="sm" fw={500} htmlFor="phone-code-0" display="block" mb={4}>
              {t('step2.verify.code')}
            </Text>
            <PinInput
              length={PHONE_CODE_LENGTH}
              type="number"
              oneTimeCode
              size="sm"
              gap={6}
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              error={codeError !== undefined}
              ariaLabel={t('step2.verify.code')}
              getInputProps={(index) => ({ id: `phone-code-${index}`, 'aria-label': t('step2.verify.digit', { index: index + 1 }) })}
            />
            {codeError && (
              <Text size="xs" c="red" mt={4} role="alert">
                {codeError}
              </Text>
            )}
          </div>
          <Button type="submit" loading={verify.isPending} fullWidth>
            {t('step2.verify.confirm')}
          </Button>
          <Group justify="center">
            <Button variant="subtle" size="compact-sm" onClick={sendAgain} loading={resend.isPending} disabled={resendBlocked}>
              {t('step2.verify.resend')}
            </Button>
          </Group>
          {secondsLeft > 0 ? (
            <Text size="xs" c="dimmed" ta="center" role="timer" aria-live="off">
              {t('step2.verify.resend_in', { time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}` })}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}
