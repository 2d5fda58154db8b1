import { Trans } from '@lingui/react/macro';
import type { Journey } from '@machines/index';
import { generateJourneyPaths } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { useMemo, useState } from 'react';
import { activePaths, type LiveSnapshot } from './channel';
import { Diagram } from './Diagram';
import { PathReplay } from './PathReplay';

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One journey: what it is, its diagram with live and replayed states, and its test paths. */
export function JourneyView({
  journey,
  live,
}: {
  journey: Journey;
  live: Map<string, LiveSnapshot>;
}) {
  const paths = useMemo(() => generateJourneyPaths(journey.machine, journey.model), [journey]);
  const counts = useMemo(
    () => ({
      states: definedStates(journey.machine).length,
      transitions: definedTransitions(journey.machine).length,
    }),
    [journey],
  );
  const [replayed, setReplayed] = useState<unknown>(undefined);
  const actors = [...live.values()].filter(
    (s) => s.machine === journey.machine.id || s.machine === journey.id,
  );
  const liveStates = actors.flatMap((s) => activePaths(s.value));
  const replayStates = replayed === undefined ? [] : activePaths(replayed);
  return (
    <article className="journey" aria-labelledby={`journey-${journey.id}`}>
      <h2 id={`journey-${journey.id}`}>{journey.title}</h2>
      <p>{journey.description}</p>
      <dl className="journey-facts">
        <dt>
          <Trans>Spec</Trans>
        </dt>
        <dd>{journey.spec}</dd>
        <dt>
          <Trans>Machine</Trans>
        </dt>
        <dd>
          <code>machines/{journey.id}/</code>
        </dd>
        <dt>
          <Trans>Size</Trans>
        </dt>
        <dd>
          <Trans>
            {counts.states} states, {counts.transitions} transitions, {paths.length} test paths
          </Trans>
        </dd>
      </dl>
      <section aria-labelledby={`live-${journey.id}`} className="journey-live">
        <h3 id={`live-${journey.id}`}>
          <Trans>In the shop now</Trans>
        </h3>
        <output aria-live="polite" data-testid="live-state">
          {actors.length ? (
            actors.map((s) => (
              <span key={s.actor} className="live-badge">
                {s.machine}: <strong>{valueText(s.value)}</strong> ({s.event})
              </span>
            ))
          ) : (
            <Trans>No running shop tab reports this journey yet.</Trans>
          )}
        </output>
      </section>
      <Diagram journey={journey} live={liveStates} replay={replayStates} />
      <PathReplay journey={journey} paths={paths} onState={setReplayed} />
    </article>
  );
}
