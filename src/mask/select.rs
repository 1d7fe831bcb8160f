//! Which candidates become masks: a seeded, spread-out choice with no overlap.

use std::collections::BTreeMap;

/// SplitMix64: a seeded generator whose sequence is fixed by this code, so a seed gives the
/// same instances with every cfb build (a library generator's stream may change between
/// versions, which would silently change published benchmark instances).
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// How many to mask.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Amount {
    /// A share of the units (rounded, at least one when there is any).
    Ratio(f64),
    Count(usize),
}

/// A unit of choice: one candidate (`[i]`), or (per symbol) every occurrence of one symbol.
pub type Unit = Vec<usize>;

/// Chooses units: `amount` of them, one from each of as many equal stretches of the file
/// (so masks spread over it), none overlapping or nesting in another. With every unit asked
/// for, outer spans win over the spans inside them.
pub fn choose<U: AsRef<[usize]>>(spans: &[(usize, usize)], units: &[U], amount: Amount, seed: u64) -> Vec<usize> {
    let total = units.len();
    let wanted = match amount {
        Amount::Count(n) => n.min(total),
        Amount::Ratio(r) if r >= 1.0 => total,
        Amount::Ratio(r) if r <= 0.0 => 0,
        Amount::Ratio(r) => ((r * total as f64).round() as usize).clamp(1, total),
    };
    // Taken spans by start. They never overlap, so a span [s, e) is free when the last taken
    // span starting before e ends by s.
    let mut taken: BTreeMap<usize, usize> = BTreeMap::new();
    let mut chosen = Vec::new();
    let fits = |u: &U, taken: &BTreeMap<usize, usize>| {
        u.as_ref().iter().all(|&c| {
            let (s, e) = spans[c];
            taken.range(..e).next_back().is_none_or(|(_, &te)| te <= s)
        })
    };
    let mut take = |k: usize, taken: &mut BTreeMap<usize, usize>| {
        taken.extend(units[k].as_ref().iter().map(|&c| spans[c]));
        chosen.push(k);
    };
    // Units in document order of their first span; longer first at one start (outer first).
    let mut order: Vec<usize> = (0..total).collect();
    let first = |k: usize| {
        let (s, e) = spans[units[k].as_ref()[0]];
        (s, std::cmp::Reverse(e))
    };
    if !order.is_sorted_by_key(|&k| first(k)) {
        order.sort_by_key(|&k| first(k)); // candidates come in document order: rarely needed
    }
    if wanted == total {
        for k in order {
            if fits(&units[k], &taken) {
                take(k, &mut taken);
            }
        }
    } else if wanted > 0 {
        let mut rng = SplitMix64::new(seed);
        let mut members = Vec::new();
        for stretch in 0..wanted {
            members.clear();
            members.extend_from_slice(&order[stretch * total / wanted..(stretch + 1) * total / wanted]);
            rng.shuffle(&mut members);
            if let Some(&k) = members.iter().find(|&&k| fits(&units[k], &taken)) {
                take(k, &mut taken);
            }
        }
    }
    if !chosen.is_sorted_by_key(|&k| first(k)) {
        chosen.sort_by_key(|&k| first(k));
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(start: usize, end: usize) -> (usize, usize) {
        (start, end)
    }

    #[test]
    fn generator_is_fixed() {
        // First outputs of SplitMix64 for seed 0 (Vigna's reference implementation).
        let mut g = SplitMix64::new(0);
        assert_eq!(g.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(g.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn spreads_without_overlap() {
        let c: Vec<(usize, usize)> = (0..100).map(|i| cand(i * 10, i * 10 + 5)).collect();
        let units: Vec<Unit> = (0..100).map(|i| vec![i]).collect();
        let chosen = choose(&c, &units, Amount::Count(10), 7);
        assert_eq!(chosen.len(), 10);
        for (stretch, k) in chosen.iter().enumerate() {
            assert!((stretch * 10..stretch * 10 + 10).contains(k), "{chosen:?}");
        }
        assert_eq!(chosen, choose(&c, &units, Amount::Count(10), 7));
        assert_ne!(chosen, choose(&c, &units, Amount::Count(10), 8));
    }

    #[test]
    fn nested_spans_never_both() {
        // An outer span and two inside it.
        let c = vec![cand(0, 20), cand(2, 5), cand(10, 12), cand(30, 35)];
        let units: Vec<Unit> = (0..4).map(|i| vec![i]).collect();
        assert_eq!(choose(&c, &units, Amount::Ratio(1.0), 0), vec![0, 3]);
        for seed in 0..20 {
            let chosen = choose(&c, &units, Amount::Count(2), seed);
            assert!(!(chosen.contains(&0) && (chosen.contains(&1) || chosen.contains(&2))), "{chosen:?}");
        }
    }

    #[test]
    fn ratio_rounds_and_keeps_one() {
        let c: Vec<(usize, usize)> = (0..10).map(|i| cand(i * 2, i * 2 + 1)).collect();
        let units: Vec<Unit> = (0..10).map(|i| vec![i]).collect();
        assert_eq!(choose(&c, &units, Amount::Ratio(0.25), 1).len(), 3);
        assert_eq!(choose(&c, &units, Amount::Ratio(0.01), 1).len(), 1);
        assert_eq!(choose(&c, &units, Amount::Ratio(0.0), 1).len(), 0);
        assert_eq!(choose(&c, &units, Amount::Count(50), 1).len(), 10);
    }
}
