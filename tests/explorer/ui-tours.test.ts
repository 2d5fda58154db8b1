import { journeys } from '@machines/index';
import { candidatePaths, type JourneyPath } from '@machines/testing/journey-paths';
import { replayWithStubs } from '@machines/testing/replay';
import { generateUiTours, walkableStart } from '@machines/testing/ui-tours';
import { describe, expect, it, vi } from 'vitest';

// The cart's tours are generated and checked in 12-14 s on an idle host (its offline half): more
// than the default 20 s under the whole run's load.
vi.setConfig({ testTimeout: 60_000 });

const takenBy = (machine: (typeof journeys)[number]['machine'], paths: JourneyPath[]) =>
  new Set(paths.flatMap((path) => [...replayWithStubs(machine, path).taken]));

describe('UI tours of every registered journey', () => {
  for (const journey of journeys) {
    it(`${journey.id}: walkable tours that walk what the walkable paths walk`, () => {
      const walkable = journey.model.uiWalkable ?? (() => true);
      const tours = generateUiTours(journey.machine, journey.model);
      for (const tour of tours) {
        expect(replayWithStubs(journey.machine, tour).mismatch, tour.name).toBeUndefined();
        expect(walkable(tour), tour.name).toBe(true);
        expect(tour.steps.length).toBeGreaterThan(0);
        expect(tour.steps.length).toBeLessThanOrEqual(journey.model.uiTourSteps ?? 10);
      }
      // The walkable start of each path the browser may take (the whole path when it is).
      const candidates = candidatePaths(journey.machine, journey.model, { ui: true }).flatMap(
        (path) => walkableStart(path, walkable) ?? [],
      );
      const replayable = candidates.filter(
        (path) => !replayWithStubs(journey.machine, path).mismatch,
      );
      expect([...takenBy(journey.machine, tours)].sort()).toEqual(
        [...takenBy(journey.machine, replayable)].sort(),
      );
      // Every start a shopper can walk from is walked from.
      expect(new Set(tours.map((t) => t.inputName))).toEqual(
        new Set(replayable.map((p) => p.inputName)),
      );
      // Unique names: the e2e reporter and the coverage gate find a tour by its name.
      expect(new Set(tours.map((t) => t.name)).size).toBe(tours.length);
    });
  }
});

describe('generateUiTours', () => {
  const consent = journeys.find((j) => j.id === 'consent')!;

  it('chains paths: fewer tests than generated paths, each up to the step limit', () => {
    const paths = candidatePaths(consent.machine, consent.model);
    const tours = generateUiTours(consent.machine, consent.model, { maxSteps: 4 });
    expect(tours.length).toBeLessThan(paths.length);
    expect(Math.max(...tours.map((t) => t.steps.length))).toBeLessThanOrEqual(4);
    expect(tours.some((t) => t.steps.length > 1)).toBe(true);
  });

  it('never walks a path the walkable check refuses', () => {
    const refused = 'consent.declineAll';
    const tours = generateUiTours(consent.machine, consent.model, {
      walkable: (path) => path.steps.every((s) => s.event.type !== refused),
    });
    expect(tours.length).toBeGreaterThan(0);
    expect(tours.flatMap((t) => t.steps).some((s) => s.event.type === refused)).toBe(false);
  });

  it('is deterministic', () => {
    const names = () => generateUiTours(consent.machine, consent.model).map((t) => t.name);
    expect(names()).toEqual(names());
  });

  it("grows from the model's browser steps only (uiStep), and from a path's walkable start", () => {
    const refused = 'consent.declineAll';
    const model = {
      ...consent.model,
      uiStep: (_: unknown, e: { type: string }) => e.type !== refused,
    };
    const tours = generateUiTours(consent.machine, model, { maxSteps: 10 });
    expect(tours.length).toBeGreaterThan(0);
    expect(tours.flatMap((t) => t.steps).some((s) => s.event.type === refused)).toBe(false);
    // A path walkable up to a refused step keeps that start.
    const paths = candidatePaths(consent.machine, consent.model);
    const ending = paths.find((p) => p.steps.length > 1 && p.steps.at(-1)!.event.type === refused);
    const start = walkableStart(ending!, (p) => p.steps.every((s) => s.event.type !== refused));
    expect(start?.steps).toEqual(ending!.steps.slice(0, -1));
  });
});
