import { Button, Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n.ts';
import { LANGUAGES, normalizeLanguage } from '../../lib/languages.ts';
import { IconChevronDown, IconGlobe } from './icons.tsx';
import classes from './language-switcher.module.css';

/** Short codes on the button keep the header compact down to 360 px. */
const SHORT_CODE = { ru: 'RU', en: 'EN', 'zh-CN': '中文' } as const;

interface TLanguageSwitcherProps {
  tone?: 'dark' | 'light';
}

/**
 * The header's language choice: three buttons in a popover. A popover rather
 * than Mantine's Menu, which every first page would otherwise download in full
 * (about 4 KB gzip) for three items; focus moves into the list when it opens,
 * Escape closes it and returns focus to the button.
 */
export function LanguageSwitcher({ tone = 'dark' }: TLanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const current = normalizeLanguage(i18n.language);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      shadow="md"
      width={160}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color={tone === 'light' ? 'gray.0' : 'gray.8'}
          size="compact-md"
          px={8}
          leftSection={<IconGlobe size={17} />}
          rightSection={<IconChevronDown size={14} />}
          classNames={{ section: classes.section }}
          aria-label={t('language.current', { language: t(`language.${current}`) })}
          aria-expanded={opened}
          aria-haspopup="true"
          onClick={() => setOpened((open) => !open)}
        >
          <span lang={current}>{SHORT_CODE[current]}</span>
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <ul className={classes.list} aria-label={t('language.label')}>
          {LANGUAGES.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language}
                className={classes.item}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => {
                  setOpened(false);
                  void changeLanguage(language);
                }}
              >
                {t(`language.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      </Popover.Dropdown>
    </Popover>
  );
}
