// Regions of one province down to village level (regionLevel 1 province .. 5 village), keyed by
// code like BladeX's blade_region; provinces hang under parentCode "00".
import type { Row } from '../store.ts';

type Tree = Array<[code: string, name: string, children?: Tree]>;

const GUANGDONG: Tree = [
  [
    '44',
    '广东省',
    [
      [
        '4403',
        '深圳市',
        [
          [
            '440305',
            '南山区',
            [
              [
                '440305001',
                '南头街道',
                [
                  ['440305001001', '南头城社区'],
                  ['440305001002', '同乐社区'],
                ],
              ],
              [
                '440305002',
                '粤海街道',
                [
                  ['440305002001', '科技园社区'],
                  ['440305002002', '高新区社区'],
                ],
              ],
            ],
          ],
          [
            '440304',
            '福田区',
            [
              [
                '440304001',
                '园岭街道',
                [
                  ['440304001001', '园东社区'],
                  ['440304001002', '园西社区'],
                ],
              ],
              [
                '440304002',
                '华富街道',
                [
                  ['440304002001', '华富村社区'],
                  ['440304002002', '莲花社区'],
                ],
              ],
            ],
          ],
        ],
      ],
      [
        '4401',
        '广州市',
        [
          [
            '440106',
            '天河区',
            [
              [
                '440106001',
                '五山街道',
                [
                  ['440106001001', '五山社区'],
                  ['440106001002', '华工社区'],
                ],
              ],
              [
                '440106002',
                '石牌街道',
                [
                  ['440106002001', '石牌东社区'],
                  ['440106002002', '石牌西社区'],
                ],
              ],
            ],
          ],
          [
            '440104',
            '越秀区',
            [
              [
                '440104001',
                '北京街道',
                [
                  ['440104001001', '北京街社区'],
                  ['440104001002', '惠福社区'],
                ],
              ],
              [
                '440104002',
                '六榕街道',
                [
                  ['440104002001', '六榕社区'],
                  ['440104002002', '光孝社区'],
                ],
              ],
            ],
          ],
        ],
      ],
    ],
  ],
];

const LEVELS = ['province', 'city', 'district', 'town', 'village'];

export function regionRows(): Row[] {
  const rows: Row[] = [];
  const walk = (nodes: Tree, parentCode: string, ancestors: string[], names: Row, level: number) => {
    nodes.forEach(([code, name, children], i) => {
      const path = { ...names, [`${LEVELS[level - 1]}Code`]: code, [`${LEVELS[level - 1]}Name`]: name };
      const row: Row = { code, parentCode, ancestors: ancestors.join(','), name, regionLevel: level, sort: i + 1, remark: '' };
      for (const l of LEVELS) {
        row[`${l}Code`] = path[`${l}Code`] ?? '';
        row[`${l}Name`] = path[`${l}Name`] ?? '';
      }
      rows.push(row);
      if (children) walk(children, code, [...ancestors, code], path, level + 1);
    });
  };
  walk(GUANGDONG, '00', ['00'], {}, 1);
  return rows;
}
