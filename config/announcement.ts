import type {ThemeConfig} from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

// The announcement shown above every page. Change `id` when the text changes so that readers who
// dismissed the old one see the new one; set ANNOUNCEMENT=off at build time to hide it.
const current: AnnouncementBarConfig = {
  id: 'moodle-4-3-docs',
  content:
    'The developer docs now describe Moodle 4.3. Found something out of date? <a href="/general/documentation">Help improve them</a>.',
  backgroundColor: '#fff3e0',
  textColor: '#3d2200',
  isCloseable: true,
};

export const announcementBar: AnnouncementBarConfig | undefined =
  process.env.ANNOUNCEMENT === 'off' ? undefined : current;
