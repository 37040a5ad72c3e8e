import { Alert, Anchor, Badge, Box, Button, Group, List, Paper, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCalendarDown, IconCheck, IconMapPin, IconVideo, IconX } from '@tabler/icons-react';
import { type ConversationSide, INTERVIEW_NOTE_MAX, type Interview, type InterviewAnswer, InterviewMessageKey, InterviewStatus, formatTimestamp } from '@trades/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type InterviewFilter, useCancelInterview, useInterview, useInterviewCalendar, useRespondToInterview } from '../api/interviews';
import { browserTimeZone, clocksDiffer, formatSlotRange, zoneLabel } from './interview-time';

const STATUS_COLORS: Record<Interview['status'], string> = {
  [InterviewStatus.Proposed]: 'yellow',
  [InterviewStatus.Accepted]: 'green',
  [InterviewStatus.Declined]: 'gray',
  [InterviewStatus.Cancelled]: 'red',
};

/** Only a web address opens as a link; anything else (javascript:, a typo) is shown as text. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** Saves text the app holds as a file (the calendar file needs the bearer token, so it cannot be a plain link). */
function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface InterviewCardProps {
  /** The interview to show, read from the caller's interviews (narrowed by `cardId` or `applicationId` when given). */
  interviewId?: number;
  /** The interview itself, when the caller already holds it (a list). */
  interview?: Interview;
  side: ConversationSide;
  cardId?: number;
  applicationId?: number;
  /** The reader's zone; the browser's by default. */
  timeZone?: string;
  /** After an answer or a cancellation (the lists of interviews reload by themselves). */
  onChanged?(answer: InterviewAnswer): void;
}

/** An interview invitation: its times on the reader's clock (and the workplace's when it differs), where, its status, and what the reader may do. */
export function InterviewCard({ interviewId, interview, side, cardId, applicationId, timeZone, onChanged }: InterviewCardProps) {
  const { t } = useTranslation('interviews');
  const filter: InterviewFilter = cardId !== undefined ? { cardId } : applicationId !== undefined ? { applicationId } : {};
  const loaded = useInterview(interviewId ?? interview?.id ?? 0, filter, { enabled: interview === undefined && interviewId !== undefined });
  // The answer of this card's own action shows at once, until the list it came from reloads.
  const [answered, setAnswered] = useState<{ base: Interview | undefined; interview: Interview } | null>(null);
  const base = interview ?? loaded.interview;
  const shown = answered && answered.base === base ? answered.interview : base;

  if (!shown) {
    if (loaded.isError) {
      return (
        <Alert color="red" variant="light" data-testid="interview-card-error">
          <Text size="sm">{t('card.loadError')}</Text>
          <Button variant="default" size="xs" mt="xs" onClick={() => void loaded.refetch()}>
            {t('card.retry')}
          </Button>
        </Alert>
      );
    }
    if (loaded.missing || interviewId === undefined) {
      return (
        <Text size="sm" c="dimmed" data-testid="interview-card-missing">
          {t('card.missing')}
        </Text>
      );
    }
    return <Skeleton height={120} radius="md" aria-label={t('card.loading')} />;
  }
  const changed = (answer: InterviewAnswer) => {
    setAnswered({ base, interview: answer.interview });
    notifySuccess(answer.message);
    onChanged?.(answer);
  };
  return <InterviewView interview={shown} side={side} timeZone={timeZone ?? browserTimeZone()} onChanged={changed} />;
}

function InterviewView({ interview, side, timeZone, onChanged }: { interview: Interview; side: ConversationSide; timeZone: string; onChanged(answer: InterviewAnswer): void }) {
  const { t } = useTranslation('interviews');
  const locale = currentLocale();
  const headingId = useId();
  const accepted = interview.status === InterviewStatus.Accepted ? interview.slots[interview.acceptedSlot ?? -1] : undefined;
  const slots = accepted ? [accepted] : interview.slots;
  const otherName = side === 'candidate' ? interview.employerName : interview.candidateName;
  const respondsHere = side === 'candidate' && interview.canRespond && interview.status === InterviewStatus.Proposed;
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby={headingId} component="section" data-testid="interview-card" data-status={interview.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Title order={3} size="h5" id={headingId}>
              {t('card.title')}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('card.forOffer', { offer: interview.offer.title, name: otherName })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[interview.status]} variant="light" c="dark.8" tt="none" data-testid="interview-status">
            {interview.statusTitle}
          </Badge>
        </Group>

        {/* The candidate answering reads the times in the choice below. */}
        {respondsHere ? null : (
          <Box>
            <Text size="sm" fw={600}>
              {accepted ? t('card.agreedTime') : t('card.times')}
            </Text>
            <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0} data-testid="interview-slots">
              {slots.map((slot) => (
                <List.Item key={slot.startsAt}>
                  <SlotTimes slot={slot} readerZone={timeZone} offerZone={interview.timeZone} />
                </List.Item>
              ))}
            </List>
          </Box>
        )}

        <WherePart interview={interview} />
        {interview.note ? (
          <Box>
            <Text size="sm" fw={600}>
              {t('card.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="interview-note">
              {interview.note}
            </Text>
          </Box>
        ) : null}
        {interview.responseMessage ? (
          <Box>
            <Text size="sm" fw={600}>
              {side === 'candidate' ? t('card.yourMessage') : t('card.candidateMessage')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {interview.responseMessage}
            </Text>
          </Box>
        ) : null}
        {interview.status === InterviewStatus.Cancelled && interview.cancelledAt ? (
          <Text size="sm" c="dimmed">
            {t(interview.cancelledBy === side ? 'card.cancelledByYou' : interview.cancelledBy === 'candidate' ? 'card.cancelledByCandidate' : 'card.cancelledByEmployer', {
              date: formatTimestamp(interview.cancelledAt, locale),
            })}
          </Text>
        ) : null}

        {respondsHere ? <RespondPart interview={interview} timeZone={timeZone} onChanged={onChanged} /> : null}
        <Group justify="flex-end" gap="xs">
          {accepted ? <CalendarButton interview={interview} /> : null}
          {interview.canCancel ? <CancelButton interview={interview} onChanged={onChanged} /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** One slot on the reader's clock with the zone's name, and on the workplace's clock when that reads differently. */
function SlotTimes({ slot, readerZone, offerZone }: { slot: Interview['slots'][number]; readerZone: string; offerZone: string }) {
  const { t } = useTranslation('interviews');
  const locale = currentLocale();
  return (
    <Stack gap={0}>
      <Text size="sm" data-testid="slot-reader-time">
        {t('card.time', { time: formatSlotRange(slot.startsAt, slot.endsAt, locale, readerZone), zone: zoneLabel(slot.startsAt, locale, readerZone) })}
      </Text>
      {clocksDiffer(slot.startsAt, readerZone, offerZone) ? (
        <Text size="xs" c="dimmed" data-testid="slot-offer-time">
          {t('card.offerTime', { time: formatSlotRange(slot.startsAt, slot.endsAt, locale, offerZone), zone: zoneLabel(slot.startsAt, locale, offerZone) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function WherePart({ interview }: { interview: Interview }) {
  const { t } = useTranslation('interviews');
  if (interview.onlineUrl) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconVideo size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {t('card.online')}{' '}
          {isWebLink(interview.onlineUrl) ? (
            <Anchor href={interview.onlineUrl} target="_blank" rel="noopener noreferrer nofollow" data-testid="interview-link">
              {interview.onlineUrl}
            </Anchor>
          ) : (
            interview.onlineUrl
          )}
        </Text>
      </Group>
    );
  }
  if (!interview.place) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="interview-place">
        {t('card.place', { place: interview.place })}
      </Text>
    </Group>
  );
}

/** The candidate's answer: one of the times, or a decline, with an optional message. */
function RespondPart({ interview, timeZone, onChanged }: { interview: Interview; timeZone: string; onChanged(answer: InterviewAnswer): void }) {
  const { t } = useTranslation('interviews');
  const respond = useRespondToInterview();
  const [slot, setSlot] = useState<string | null>(interview.slots.length === 1 ? '0' : null);
  const [message, setMessage] = useState('');
  const [slotError, setSlotError] = useState<string | null>(null);
  const text = message.trim() || undefined;
  const accept = () => {
    if (slot === null) {
      setSlotError(t(`errors:${InterviewMessageKey.NoSuchSlot}`));
      return;
    }
    respond.mutate({ id: interview.id, slotIndex: Number(slot), message: text }, { onSuccess: onChanged, onError: notifyError });
  };
  const decline = () => respond.mutate({ id: interview.id, decline: true, message: text }, { onSuccess: onChanged, onError: notifyError });
  return (
    <Stack gap="sm" data-testid="interview-respond">
      <Radio.Group
        label={t('card.chooseTime')}
        value={slot}
        onChange={(value) => {
          setSlot(value);
          setSlotError(null);
        }}
        error={slotError}
      >
        <Stack gap="xs" mt={6}>
          {interview.slots.map((option, index) => (
            <Radio key={option.startsAt} value={String(index)} label={<SlotTimes slot={option} readerZone={timeZone} offerZone={interview.timeZone} />} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea label={t('card.message')} rows={3} maxLength={INTERVIEW_NOTE_MAX} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={decline} disabled={respond.isPending}>
          {t('card.decline')}
        </Button>
        <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={accept} loading={respond.isPending}>
          {t('card.accept')}
        </Button>
      </Group>
    </Stack>
  );
}

function CancelButton({ interview, onChanged }: { interview: Interview; onChanged(answer: InterviewAnswer): void }) {
  const { t } = useTranslation('interviews');
  const cancel = useCancelInterview();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const confirm = () =>
    cancel.mutate(
      { id: interview.id, message: message.trim() || undefined },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setMessage('');
          onChanged(answer);
        },
        onError: notifyError,
      },
    );
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setAsking(true)} disabled={cancel.isPending}>
        {t('card.cancel')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('card.cancelDialog.title')}
        confirmLabel={t('card.cancelDialog.confirm')}
        cancelLabel={t('card.cancelDialog.back')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        loading={cancel.isPending}
        danger
      >
        <Stack gap="sm">
          <Text size="sm">{t('card.cancelDialog.text')}</Text>
          <Textarea label={t('card.cancelDialog.message')} rows={3} maxLength={INTERVIEW_NOTE_MAX} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** The accepted interview's calendar file, fetched with the session's token and saved. */
function CalendarButton({ interview }: { interview: Interview }) {
  const { t } = useTranslation('interviews');
  const calendar = useInterviewCalendar();
  const download = () =>
    calendar.mutate(interview.id, {
      onSuccess: (text) => saveFile(`interview-${interview.id}.ics`, text, 'text/calendar;charset=utf-8'),
      onError: notifyError,
    });
  return (
    <Button variant="light" leftSection={<IconCalendarDown size={16} aria-hidden />} onClick={download} loading={calendar.isPending}>
      {t('card.calendar')}
    </Button>
  );
}
