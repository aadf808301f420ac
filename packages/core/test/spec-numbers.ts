/**
 * The per-piece counts of rules.md §13, copied verbatim: a lone Black piece on an empty
 * board, pseudo-legal, pass = 1 move. Shared by core's own count tests and by the
 * independent reference's (test/reference).
 */

function parseCounts(text: string): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const token of text.trim().split(/\s+/)) {
    const [kind, value] = token.split("=");
    counts.set(kind ?? "", Number(value));
  }
  return counts;
}

/** Lone Black piece on 9i (the centre). */
export const CENTRE_COUNTS = parseCounts(`
K=8  Q=64  RB=56  Fr=58  FT=58  WB=52  DK=36  DH=36  Sq=34  Ra=34
R=32  B=32  GB=32  GD=32  SB=34  FE=28  WE=28  Ln=25  LD=25  Dv=28
SD=28  BD=29  WT=29  RC=25  LC=25  Ph=8  Kr=8  Po=5  OK=10  VO=8
FD=8  EF=6  OR=6  EB=6  FH=8  PS=9  ST=6  HM=288  Lo=148  No=8
So=8  Ea=8  We=8  NK=8  BM=6  FL=6  EW=5  VB=6  RG=7  LG=7
G=6  S=5  C=4  I=3  W=4  St=2  AB=4  CS=4  Rv=16  L=8
SM=18  VM=18  HD=9  P=1  FF=33  GE=53  MW=41  WS=41`);

/** Lone Black piece on 17q (Black's back-left corner): catches left/right mistakes. */
export const CORNER_COUNTS = parseCounts(`
K=3  Q=48  RB=48  Fr=37  FT=37  WB=34  DK=33  DH=18  Sq=33  Ra=32
R=32  B=16  GB=21  GD=21  SB=34  FE=20  WE=6  Ln=9  LD=10  Dv=9
SD=12  BD=34  WT=19  RC=32  LC=16  Ph=3  Kr=3  Po=2  OK=5  VO=4
FD=2  EF=2  OR=2  EB=4  FH=4  PS=4  ST=3  HM=288  Lo=146  No=3
So=2  Ea=4  We=4  NK=3  BM=2  FL=2  EW=3  VB=3  RG=2  LG=3
G=3  S=2  C=2  I=2  W=2  St=1  AB=2  CS=1  Rv=16  L=16
SM=17  VM=17  HD=16  P=1  FF=12  GE=35  MW=17  WS=32`);
