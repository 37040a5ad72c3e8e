import { ActionIcon, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALL_OFFERS_PATH } from '@/features/search';
import classes from './hero-section.module.css';

const SLIDES = ['profile', 'matching', 'employers'] as const;
const SLIDE_INTERVAL_MS = 7000;

function Slide({ slide }: { slide: (typeof SLIDES)[number] }) {
  const { t } = useTranslation('home');
  return (
    <div className={classes.slide}>
      <Title order={2} size="h3" mb="xs">
        {t(`hero.slides.${slide}.title`)}
      </Title>
      <Text size="lg" className={classes.slideText}>
        {t(`hero.slides.${slide}.text`)}
      </Text>
    </div>
  );
}

/** The home page slider: three messages and the button to all offers. */
export function HeroSection() {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  const go = (next: number) => setIndex((next + SLIDES.length) % SLIDES.length);
  const slide = SLIDES[index] ?? SLIDES[0];

  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="lg">
        <Stack gap="lg">
          <Title order={1} id="home-title" fz={{ base: 32, sm: 44 }} lh={1.15}>
            <Text component="span" display="block" size="sm" fw={700} className={classes.eyebrow} mb={6}>
              {t('common:app.name')}
            </Text>
            {t('hero.title')}
          </Title>
          <div
            role="group"
            aria-roledescription={t('hero.carousel')}
            aria-label={t('hero.slideOf', { current: index + 1, total: SLIDES.length })}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <div aria-live={rotating ? 'off' : 'polite'}>
              <Slide slide={slide} />
            </div>
            {/* Without script the slides cannot turn: their messages follow one another instead, without the controls. */}
            <div className="no-js-only">
              {SLIDES.filter((key) => key !== slide).map((key) => (
                <Slide key={key} slide={key} />
              ))}
            </div>
            <Group gap="sm" mt="md" className="js-only">
              <ActionIcon variant="white" color="blue.9" radius="xl" size="lg" onClick={() => go(index - 1)} aria-label={t('hero.previous')}>
                <IconChevronLeft size={20} aria-hidden />
              </ActionIcon>
              {SLIDES.map((key, dotIndex) => (
                <button
                  key={key}
                  type="button"
                  className={classes.dot}
                  aria-label={t('hero.goTo', { number: dotIndex + 1 })}
                  aria-current={dotIndex === index ? 'true' : undefined}
                  onClick={() => go(dotIndex)}
                />
              ))}
              <ActionIcon variant="white" color="blue.9" radius="xl" size="lg" onClick={() => go(index + 1)} aria-label={t('hero.next')}>
                <IconChevronRight size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </div>
          <Group>
            <Button component={Link} to={ALL_OFFERS_PATH} size="lg" color="yellow.4" autoContrast leftSection={<IconSearch size={20} aria-hidden />}>
              {t('hero.browseOffers')}
            </Button>
            <Button component={Link} to="/sign-up" size="lg" variant="white" color="blue.9">
              {t('hero.createProfile')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
