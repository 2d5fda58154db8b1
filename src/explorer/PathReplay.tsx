import { Trans } from '@lingui/react/macro';
import type { Journey } from '@machines/index';
import type { JourneyPath } from '@machines/testing/journey-paths';
import { stubEffects } from '@machines/testing/replay';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { type Actor, type AnyStateMachine, createActor, SimulatedClock } from 'xstate';

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The generated test paths as readable steps; a chosen path is replayed on a fresh actor with
 * every effect stubbed and a simulated clock, one step at a time or to the end.
 */
export function PathReplay({
  journey,
  paths,
  onState,
}: {
  journey: Journey;
  paths: JourneyPath[];
  onState: (value: unknown) => void;
}) {
  const actor = useRef<Actor<AnyStateMachine> | undefined>(undefined);
  const [chosen, setChosen] = useState<number | undefined>();
  const [done, setDone] = useState(0);
  const [value, setValue] = useState<unknown>();
  const path = chosen === undefined ? undefined : paths[chosen];

  useEffect(
    () => () => {
      actor.current?.stop();
    },
    [],
  );

  const start = (index: number) => {
    actor.current?.stop();
    const next = createActor(stubEffects(journey.machine), {
      input: paths[index]?.input as never,
      clock: new SimulatedClock(),
    });
    next.start();
    actor.current = next;
    setChosen(index);
    setDone(0);
    setValue(next.getSnapshot().value);
    onState(next.getSnapshot().value);
  };
  const step = (count: number) => {
    if (!path || !actor.current) return;
    const until = Math.min(path.steps.length, done + count);
    for (const s of path.steps.slice(done, until)) actor.current.send(s.event as never);
    const reached = actor.current.getSnapshot().value;
    setDone(until);
    setValue(reached);
    onState(reached);
  };

  return (
    <section aria-labelledby={`paths-${journey.id}`} className="journey-paths">
      <h3 id={`paths-${journey.id}`}>
        <Trans>Generated test paths ({paths.length})</Trans>
      </h3>
      {path && chosen !== undefined && (
        <section className="replay" aria-labelledby={`replay-${journey.id}`}>
          <h4 id={`replay-${journey.id}`}>
            <Trans>Replay of path {chosen + 1}</Trans>
          </h4>
          <p>
            <Trans>
              Replaying path {chosen + 1}, starting from: {path.inputName}
            </Trans>
          </p>
          <ol className="replay-steps">
            {path.steps.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps never change order.
              <li key={`${i}-${s.label}`} className={i < done ? 'is-done' : undefined}>
                {s.label} → {valueText(s.state)}
              </li>
            ))}
          </ol>
          <p>
            <Trans>
              State reached: <strong data-testid="replay-state">{valueText(value)}</strong> (step{' '}
              {done} of {path.steps.length})
            </Trans>
          </p>
          <div className="replay-actions">
            <Button onPress={() => step(1)} isDisabled={done >= path.steps.length}>
              <Trans>Next step</Trans>
            </Button>
            <Button onPress={() => step(path.steps.length)} isDisabled={done >= path.steps.length}>
              <Trans>Play to the end</Trans>
            </Button>
            <Button onPress={() => start(chosen)}>
              <Trans>Restart</Trans>
            </Button>
          </div>
        </section>
      )}
      <ol className="path-list" aria-labelledby={`paths-${journey.id}`}>
        {paths.map((p, index) => (
          <li key={p.name}>
            <span className="path-steps">
              <Trans>start: {p.inputName}</Trans>
              {p.steps.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps never change order.
                <span key={`${i}-${s.label}`}>
                  {' → '}
                  <em>{s.label}</em>
                  {' → '}
                  {valueText(s.state)}
                </span>
              ))}
            </span>
            <Button onPress={() => start(index)}>
              <Trans>Replay path {index + 1}</Trans>
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
