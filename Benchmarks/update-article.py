import sys, re
out = open(sys.argv[1]).read().splitlines()
doc_path = sys.argv[2]
header = next(l for l in out if l.startswith('## StateContainer benchmarks'))
mode = 'full' if '(full' in header else 'quick'
table = []
in_table = False
for l in out:
    if l.startswith('| benchmark |'): in_table = True
    if in_table:
        if not l.startswith('|'): break
        table.append(l)
figs = []
for l in out:
    m = re.match(r'\| `(\w+)` \| ([^|]+) \| ([^|]+) \| ([^|]+) \|', l)
    if m:
        met = 'yes' if m.group(4).strip() == 'yes' else 'no'
        goal = m.group(3).strip()
        goal = re.sub(r'(\d+)\.0+$', r'\1', goal); goal = re.sub(r'(\.\d*?)0+$', r'\1', goal)
        figs.append(f'| `{m.group(1)}` | {m.group(2).strip()} | {goal} | {met} |')
command = 'Benchmarks/run.sh' if mode == 'full' else 'Benchmarks/run.sh --quick'
text = f'''A {"full" if mode == "full" else "quick"} run (`{command}`) of commit {sys.argv[3]} on a shared machine with 2 cores
(`nproc`), CPU model `AMD EPYC` (`lscpu`), Linux, Swift 6.3.1 (other tenants' work may
run beside it):

''' + '\n'.join(table) + '''

| figure | value | goal | met |
|---|---:|---|---|
''' + '\n'.join(figs) + '''

Figures are ratios of medians. On a machine shared with other work the timed ratios move
by a tenth or so from run to run; the memory figures do not move.'''
doc = open(doc_path).read()
start = doc.index('### Results')
doc = doc[:start] + '### Results\n\n' + text + '\n'
open(doc_path, 'w').write(doc)
