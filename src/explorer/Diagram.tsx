import { Trans, useLingui } from '@lingui/react/macro';
import type { Journey } from '@machines/index';
import { useEffect, useRef, useState } from 'react';

/** The SVGs `npm run diagrams` renders into docs/journeys (loaded on demand, as text). */
const rendered = import.meta.glob<string>('../../docs/journeys/*.svg', {
  query: '?raw',
  import: 'default',
});

/** The pre-rendered SVG, or (dev, journey added since) rendered here with WASM Graphviz. */
async function loadSvg(journey: Journey): Promise<string> {
  const file = rendered[`../../docs/journeys/${journey.id}.svg`];
  if (file) return file();
  const { renderSvg, toDot } = await import('@machines/testing/dot');
  return renderSvg(toDot(journey.machine));
}

/** Ids made unique per journey (two journeys may both have an `idle` state). */
const scopeIds = (svg: string, scope: string) =>
  svg
    .replace(/<\?xml[^>]*>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/g, '')
    .replace(/ id="/g, ` id="${scope}--`);

/** The journey's statechart; live states of the shop and the replayed state highlighted. */
export function Diagram({
  journey,
  live,
  replay,
}: {
  journey: Journey;
  live: string[];
  replay: string[];
}) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadSvg(journey).then(
      (text) => current && setSvg(scopeIds(text, journey.id)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [journey]);

  useEffect(() => {
    const root = svg ? container.current?.querySelector('svg') : undefined;
    if (!root) return;
    root.setAttribute('role', 'img');
    root.setAttribute('aria-label', t`Statechart of ${journey.title}`);
    for (const group of root.querySelectorAll('g.node, g.cluster')) {
      const state = group.id.slice(journey.id.length + 2).replace(/^state:/, '');
      group.classList.toggle('is-live', group.id.includes('--state:') && live.includes(state));
      group.classList.toggle(
        'is-replayed',
        group.id.includes('--state:') && replay.includes(state),
      );
    }
  }, [svg, live, replay, journey, t]);

  return (
    <figure className="journey-diagram">
      {svg ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Graphviz output generated from our own machines at build time.
        <div ref={container} className="diagram-svg" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <p>
          {failed ? (
            <Trans>Run npm run diagrams to render this diagram.</Trans>
          ) : (
            <Trans>Rendering…</Trans>
          )}
        </p>
      )}
      <figcaption>
        <Trans>
          Green: the state the shop is in now. Blue outline: the state a replay reached. Dashed
          arrows: automatic (always) transitions; red: failed invocations; [guard] names the
          condition.
        </Trans>
      </figcaption>
    </figure>
  );
}
