import { Trans } from '@lingui/react/macro';
import { journeys } from '@machines/index';
import { useEffect, useState } from 'react';
import { JourneyView } from './JourneyView';
import { useLiveSnapshots } from './useLive';

const selectedFromHash = () => {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return journeys.find((j) => j.id === id) ?? journeys[0];
};

/** Lists the journeys of machines/index.ts and shows the chosen one (`#<id>`). */
export function ExplorerApp() {
  const [journey, setJourney] = useState(selectedFromHash);
  const live = useLiveSnapshots();
  useEffect(() => {
    const onHash = () => setJourney(selectedFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>
          <Trans>Journey explorer</Trans>
        </h1>
        <p>
          <Trans>
            The shop's journeys as statecharts. Open the shop in another tab of this browser: the
            states its journeys are in now are highlighted here.
          </Trans>
        </p>
      </header>
      <div className="explorer-layout">
        <nav className="explorer-nav" aria-labelledby="journeys-heading">
          <h2 id="journeys-heading">
            <Trans>Journeys</Trans>
          </h2>
          <ul>
            {journeys.map((j) => (
              <li key={j.id}>
                <a href={`#${j.id}`} aria-current={j.id === journey?.id ? 'page' : undefined}>
                  {j.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="explorer-main">
          {journey ? (
            <JourneyView key={journey.id} journey={journey} live={live} />
          ) : (
            <p>
              <Trans>No journey is registered in machines/index.ts.</Trans>
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
