// Dictionaries (dict and dict-biz): a parent row per code (parentId "0", dictKey "-1") and its
// entries. `flow` maps a workflow category to its handling route through `remark`.
import type { Row } from '../store.ts';
import type { SeedContext } from './context.ts';

type Entries = Array<[key: string, value: string, remark?: string]>;

export const DICTIONARIES: Record<string, [title: string, entries: Entries]> = {
  sex: [
    '性别',
    [
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ],
  ],
  yes_no: [
    '是否',
    [
      ['1', '否'],
      ['2', '是'],
    ],
  ],
  user_type: [
    '用户平台',
    [
      ['1', 'WEB'],
      ['2', 'APP'],
      ['3', 'OTHER'],
    ],
  ],
  org_category: [
    '机构类型',
    [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '小组'],
    ],
  ],
  menu_category: [
    '菜单类型',
    [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  ],
  button_func: [
    '按钮功能',
    [
      ['1', '工具栏'],
      ['2', '操作栏'],
      ['3', '工具操作栏'],
    ],
  ],
  notice: [
    '通知类型',
    [
      ['1', '发布通知'],
      ['2', '批转通知'],
      ['3', '转发通知'],
      ['4', '指示通知'],
      ['5', '任免通知'],
      ['6', '事务通知'],
    ],
  ],
  flow: [
    '流程类型',
    [
      ['1', '请假流程', 'leave'],
      ['2', '报销流程', 'expense'],
      ['3', '采购审批', 'purchase'],
    ],
  ],
  data_scope_type: [
    '数据权限',
    [
      ['1', '全部可见'],
      ['2', '本人可见'],
      ['3', '所在机构可见'],
      ['4', '所在机构及子级可见'],
      ['5', '自定义'],
    ],
  ],
  source_type: [
    '客户来源',
    [
      ['1', '官网咨询'],
      ['2', '展会'],
      ['3', '老客户介绍'],
      ['4', '电话营销'],
      ['5', '代理商推荐'],
    ],
  ],
  expressdelivery: [
    '快递公司',
    [
      ['SF', '顺丰速运'],
      ['YTO', '圆通速递'],
      ['ZTO', '中通快递'],
      ['JD', '京东物流'],
      ['EMS', '邮政EMS'],
    ],
  ],
  burying_point_record: [
    '埋点类型',
    [
      ['page_view', '页面浏览'],
      ['button_click', '按钮点击'],
      ['device_bind', '设备绑定'],
      ['order_pay', '订单支付'],
    ],
  ],
  order_step: [
    '订单环节',
    [
      ['10', '创建'],
      ['20', '审核'],
      ['30', '生产'],
      ['40', '质检'],
      ['50', '发货'],
      ['60', '签收'],
      ['70', '完成'],
    ],
  ],
  // The stock dictionaries Saber's pages read (BladeX seed values); added last so the ids of the
  // dictionaries above stay as they were.
  oss: [
    '对象存储类型',
    [
      ['1', 'minio'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  ],
  sms: [
    '短信服务类型',
    [
      ['1', '云片'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  ],
  region: [
    '行政区划',
    [
      ['0', '国家'],
      ['1', '省份/直辖市'],
      ['2', '地市'],
      ['3', '区县'],
      ['4', '乡镇'],
      ['5', '村委'],
    ],
  ],
  post_category: [
    '岗位类型',
    [
      ['1', '高层'],
      ['2', '中层'],
      ['3', '基层'],
      ['4', '其他'],
    ],
  ],
  api_scope_type: [
    '接口权限',
    [
      ['1', '系统接口'],
      ['2', '业务接口'],
    ],
  ],
  // The languages of the translation labels (eim-user/translatelabel languageDictBizId: an entry's id).
  language: [
    '语言',
    [
      ['en', '英语'],
      ['vi', '越南语'],
      ['ja', '日语'],
      ['th', '泰语'],
    ],
  ],
  // The materials a service order's install content picks (dict-biz selectInstallMaterialList).
  install_material: [
    '安装材料',
    [
      ['1', 'PE水管(米)'],
      ['2', '快接头'],
      ['3', '角阀'],
      ['4', '前置过滤器'],
      ['5', '膨胀螺丝'],
    ],
  ],
  // The outside systems a sale device is bound into (red-sale/outsidedevicerelation outsideSystem: an entry's key).
  outside_system: [
    '外部系统',
    [
      ['1', '涂鸦智能'],
      ['2', '华为云 IoT'],
      ['3', '阿里云 IoT'],
    ],
  ],
  // The units a product is sold in (eim-product goodsproductdict/listing; a product's 单位 picks one).
  product_unit: [
    '产品单位',
    [
      ['1', '台'],
      ['2', '套'],
      ['3', '件'],
      ['4', '个'],
    ],
  ],
};

export function dictRows(tenantId: string, ctx: Pick<SeedContext, 'base'>, idPrefix: string): Row[] {
  const rows: Row[] = [];
  let n = 0;
  Object.entries(DICTIONARIES).forEach(([code, [title, entries]], di) => {
    const parentId = `${idPrefix}${String(++n).padStart(6, '0')}`;
    rows.push({
      ...ctx.base(tenantId, n),
      id: parentId,
      parentId: '0',
      code,
      dictKey: '-1',
      dictValue: title,
      sort: di + 1,
      remark: '',
      isSealed: 0,
    });
    entries.forEach(([dictKey, dictValue, remark], i) => {
      rows.push({
        ...ctx.base(tenantId, n),
        id: `${idPrefix}${String(++n).padStart(6, '0')}`,
        parentId,
        code,
        dictKey,
        dictValue,
        sort: i + 1,
        remark: remark ?? '',
        isSealed: 0,
      });
    });
  });
  return rows;
}
