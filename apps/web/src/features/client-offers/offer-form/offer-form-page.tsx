import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { NotFoundContent } from '@/components/not-found-page';
import { ApiError } from '@/lib/api-client';
import { ModerationNote } from '../components/moderation-note';
import { useClientOffer } from './api/get-client-offer';
import { useOfferPrimary } from './api/get-offer-primary';
import { OfferForm } from './offer-form';
import { emptyOfferForm, formValuesFromOffer } from './rules/offer-form-values';

/**
 * /user/offer/create and /user/offer/edit/{id}: loads the form's data (and the offer when editing)
 * first. An offer that can no longer change (archived, withdrawn, expired) is not opened.
 */
export function OfferFormPage() {
  const { t } = useTranslation('clientOffers');
  const { id } = useParams();
  const primary = useOfferPrimary();
  const offer = useClientOffer(id);
  const title = id ? t('form.editTitle') : t('form.createTitle');
  const failure = primary.error ?? offer.error;
  usePageTitle(failure instanceof ApiError && failure.status === 404 ? null : title);

  let content;
  if (failure instanceof ApiError && failure.status === 404) content = <NotFoundContent headingOrder={2} />;
  else if (failure) {
    content = (
      <Alert color="red" role="alert">
        {failure instanceof ApiError && failure.body.message ? failure.body.message : t('errors:unexpected_error')}
      </Alert>
    );
  } else if (!primary.data || (id !== undefined && !offer.data)) content = <PageLoader />;
  else if (offer.data?.editMode === 'none') {
    content = (
      <Alert color="gray" icon={<IconLock size={20} aria-hidden />} title={t('form.notEditableTitle')}>
        <Text mb="sm">{t('form.notEditable')}</Text>
        <Button component={Link} to="/user/offers/active/1" variant="default">
          {t('form.backToList')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <OfferForm
        key={id ?? 'new'}
        offerId={id}
        primary={primary.data}
        initialValues={offer.data ? formValuesFromOffer(offer.data) : emptyOfferForm(primary.data)}
        editMode={offer.data?.editMode ?? 'full'}
      />
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {offer.data ? <ModerationNote note={offer.data.moderation} statusId={offer.data.status.id} /> : null}
        {content}
      </Stack>
    </Container>
  );
}
