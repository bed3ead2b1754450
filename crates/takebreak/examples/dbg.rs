fn main() {
    let a: Vec<String> = std::env::args().collect();
    let g: takebreak::Game = a[1].parse().unwrap();
    let n: usize = a[2].parse().unwrap();
    let mut s = takebreak::Solver::<u32>::new(&g);
    let t = std::time::Instant::now();
    for i in 0..n {
        s.step().unwrap();
        if (i + 1).is_power_of_two() {
            eprintln!(
                "{} {:.3}s mask {:#x} rare {} pairopts {} max {:?}",
                i + 1,
                t.elapsed().as_secs_f64(),
                s.mask(),
                s.rare_count(),
                s.pair_options,
                s.values().iter().max()
            );
        }
    }
    let v = s.values();
    hist(v);
    println!("{:?}", &v[..v.len().min(60)]);
    let f = takebreak::pattern::analyse(v, &g);
    println!("{:?}", f);
}
#[allow(dead_code)]
fn hist(v: &[u32]) {
    let mut c = vec![0usize; 1024];
    for &x in v {
        c[x as usize] += 1;
    }
    let mut idx: Vec<usize> = (0..1024).filter(|&i| c[i] > 0).collect();
    idx.sort_by_key(|&i| std::cmp::Reverse(c[i]));
    for &i in idx.iter().take(200) {
        eprint!("{i}:{} ", c[i]);
    }
    eprintln!();
}
