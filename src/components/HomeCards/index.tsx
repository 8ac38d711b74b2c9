import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface HomeCard {
  title: string;
  to: string;
  description: string;
}

/** A grid of linked cards, each naming a place to start reading. */
export default function HomeCards({cards}: {cards: HomeCard[]}): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.link}>
            <h2 className={styles.title}>{card.title}</h2>
            <p className={styles.description}>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
