import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n.ts';
import { LANGUAGES, normalizeLanguage } from '../../lib/languages.ts';
import { IconChevronDown, IconGlobe } from './icons.tsx';

/** Short codes on the button keep the header compact down to 360 px. */
const SHORT_CODE = { ru: 'RU', en: 'EN', 'zh-CN': '中文' } as const;

interface TLanguageSwitcherProps {
  tone?: 'dark' | 'light';
}

export function LanguageSwitcher({ tone = 'dark' }: TLanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={160}>
      <Menu.Target>
        <Button
          variant="subtle"
          color={tone === 'light' ? 'gray.0' : 'gray.8'}
          size="compact-md"
          px={8}
          leftSection={<IconGlobe size={17} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('language.current', { language: t(`language.${current}`) })}
        >
          <span lang={current}>{SHORT_CODE[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.label')}>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 600 : 400}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
