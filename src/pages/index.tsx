import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeCards, {type HomeCard} from '@site/src/components/HomeCards';
import styles from './index.module.css';

const cards: HomeCard[] = [
  {
    title: 'Getting started',
    to: '/general/development/gettingstarted',
    description: 'Set up a development site, learn the workflow and make your first change to Moodle.',
  },
  {
    title: 'Coding standards',
    to: '/general/development/policies',
    description: 'The coding style, security rules and policies that every contribution follows.',
  },
  {
    title: 'API guides',
    to: '/docs/apis',
    description: 'How the core APIs, subsystems and plugin types work, with examples you can adapt.',
  },
  {
    title: 'Community',
    to: '/general/community',
    description: 'Where Moodle developers meet, ask questions and decide what comes next.',
  },
  {
    title: 'Release notes',
    to: '/general/releases',
    description: 'What changed in each Moodle release, its requirements and how long it is supported.',
  },
  {
    title: 'Moodle App',
    to: '/general/app',
    description: 'Build, customise and extend the official mobile app for Moodle sites.',
  },
];

export default function Home(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description="Documentation for Moodle developers, plugin authors and contributors.">
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs">
              Read the developer docs
            </Link>
            <Link className="button button--secondary button--lg" to="/general/community/contribute">
              Contribute to Moodle
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <HomeCards cards={cards} />
      </main>
    </Layout>
  );
}
