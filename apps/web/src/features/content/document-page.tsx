import { Container, Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { HtmlContent } from '@/components/html-content';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { NotFoundContent } from '@/components/not-found-page';
import { useStaticPage } from './api/get-static-page';

/** /documents/{documentKey}: terms, privacy and cookies in the interface language. */
export function DocumentPage() {
  const { documentKey } = useParams();
  const page = useStaticPage(documentKey);
  const notFound = !page.known || page.isError;
  usePageTitle(notFound ? null : page.data?.title);

  if (notFound) {
    return (
      <Container size="sm">
        <NotFoundContent />
      </Container>
    );
  }
  if (page.isPending) return <PageLoader minHeight="50vh" />;
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
        <Title order={1} mb="lg">
          {page.data.title}
        </Title>
        <HtmlContent html={page.data.content} />
      </Paper>
    </Container>
  );
}
