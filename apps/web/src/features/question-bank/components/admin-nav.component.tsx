import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths';

/** The staff pages, one link each; the admin layout has no site header (spec 3 §2). */
export function AdminNav() {
  const { t } = useTranslation('question-bank');
  const links = [
    { to: paths.adminQuestions.build(), label: t('nav.questions'), end: false },
    { to: paths.addQuestion.build(), label: t('nav.addQuestion'), end: true },
    { to: paths.dataUpload.build(), label: t('nav.dataUpload'), end: true },
  ];
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="lg">
      {links.map((link) => (
        <Anchor key={link.to} component={NavLink} to={link.to} end={link.end} fw={600}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
