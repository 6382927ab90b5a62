import fc from 'fast-check';

// Properties run from one fixed seed, so a run is repeatable and a property cannot turn red on a change
// that did not touch it. To hunt for new counterexamples: FC_SEED=random (or a number) and FC_NUM_RUNS;
// a counterexample found that way becomes an example test beside its property.
const seed = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20_261_128);
fc.configureGlobal({ ...(seed === undefined ? {} : { seed }), numRuns: Number(process.env.FC_NUM_RUNS ?? 100) });
