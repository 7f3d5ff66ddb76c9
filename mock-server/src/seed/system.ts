// Hand-written rows for the screens every tester opens first: system parameters, notices, posts
// and OAuth clients read like a real BladeX deployment instead of faked "参数A1 / paramKey_1".
// These tables are seeded from these lists only (no faked top-up).
import { fakeDateTime, fakeId } from '@dasha/contract/fake';
import type { Row } from '../store.ts';
import type { SeedContext } from './context.ts';

type ParamSeed = [paramName: string, paramKey: string, paramValue: string, remark: string];

export const PARAMS: ParamSeed[] = [
  ['是否开启注册功能', 'account.registerUser', 'true', '登录页是否显示注册入口'],
  ['账号初始密码', 'account.initPassword', '123456', '新建用户及重置密码时使用'],
  ['账号错误锁定次数', 'account.failCount', '5', '连续输错密码达到次数后锁定账号'],
  ['账号锁定时长(分钟)', 'account.lockMinutes', '30', '锁定期满后自动解锁'],
  ['密码最小长度', 'account.passwordMinLength', '6', '修改密码时校验'],
  ['是否开启验证码', 'account.captchaMode', 'true', '登录时校验图形验证码'],
  ['是否开启单点登录', 'account.singleLogin', 'false', '开启后同一账号仅保留最近一次登录'],
  ['租户默认管理密码', 'tenant.default.password', 'admin', '新建租户时管理员账号的初始密码'],
  ['租户默认账号额度', 'tenant.default.accountNumber', '-1', '-1 表示不限制'],
  ['租户默认授权天数', 'tenant.default.expireDays', '365', '新建租户的默认过期时间'],
  [
    '租户默认菜单集合',
    'tenant.default.menuCode',
    'desk,flow,work,monitor,resource,role,user,dept,dictbiz,topmenu',
    '新建租户时授予的菜单编号',
  ],
  ['文件上传大小(MB)', 'file.upload.maxSize', '50', '单个文件的上传上限'],
  ['允许上传的文件类型', 'file.upload.allowTypes', 'jpg,jpeg,png,gif,pdf,doc,docx,xls,xlsx,zip', '以英文逗号分隔'],
  ['图片压缩质量', 'file.image.quality', '0.8', '0 到 1 之间, 越大越清晰'],
  ['默认对象存储', 'oss.default.code', 'minio', '对应对象存储配置的资源编号'],
  ['默认短信服务', 'sms.default.code', 'aliyun', '对应短信配置的资源编号'],
  ['短信验证码有效期(秒)', 'sms.code.expireSeconds', '300', '超时需重新获取'],
  ['访问令牌有效期(秒)', 'token.accessValidity', '3600', '与应用配置一致'],
  ['刷新令牌有效期(秒)', 'token.refreshValidity', '604800', '7 天'],
  ['系统名称', 'system.title', '大鲨智造管理平台', '显示在登录页与浏览器标题'],
  ['版权信息', 'system.copyright', 'Copyright © 2026 深圳大鲨智造科技有限公司', '页脚展示'],
  ['默认首页', 'system.homePath', '/wel/index', '登录后进入的页面'],
  ['是否记录接口日志', 'log.api.enabled', 'true', '关闭后不再记录请求日志'],
  ['日志保留天数', 'log.keepDays', '90', '超期日志每日凌晨清理'],
  ['订单自动取消时长(分钟)', 'order.autoCancelMinutes', '30', '未支付订单超时自动取消'],
  ['自动确认收货天数', 'order.autoConfirmDays', '7', '发货后超期自动确认'],
  ['工单超时提醒(小时)', 'workorder.timeoutHours', '48', '维修工单超时未处理时提醒负责人'],
  ['默认质保期(月)', 'product.warrantyMonths', '12', '新设备出库时的默认质保期'],
  ['库存预警阈值', 'stock.warningThreshold', '10', '低于此数量时提醒补货'],
  ['报销审批金额上限(元)', 'flow.expense.approvalLimit', '5000', '超过上限需总经理审批'],
];

const NOTICE_CATEGORIES = ['发布通知', '批转通知', '转发通知', '指示通知', '任免通知', '事务通知'];

type NoticeSeed = [title: string, category: number, content: string];

export const NOTICES: NoticeSeed[] = [
  ['关于国庆节放假安排的通知', 1, '10月1日至7日放假调休, 共7天。9月28日(星期日)、10月11日(星期六)上班。请各部门做好值班安排。'],
  ['关于2027年元旦放假安排的通知', 1, '1月1日放假1天, 与周末连休。放假前请检查门窗水电。'],
  ['关于春节放假及值班安排的通知', 1, '春节放假8天, 售后服务部安排专人值班, 值班表见附件。'],
  ['关于清明节放假安排的通知', 1, '4月4日至6日放假, 共3天。'],
  ['关于端午节放假安排的通知', 1, '端午节放假3天, 请提前安排好手头工作。'],
  ['关于中秋节福利发放的通知', 6, '中秋礼盒将于9月20日在行政部前台发放, 请凭工牌领取。'],
  ['关于管理平台周六凌晨停机维护的通知', 1, '周六00:00至04:00进行系统升级, 期间平台暂停服务。'],
  ['关于调整考勤打卡时间的通知', 1, '自下月1日起, 上班打卡时间调整为8:30至9:00弹性打卡。'],
  ['关于报销流程调整的通知', 1, '单笔报销超过5000元需总经理审批, 请在报销流程中上传发票原件照片。'],
  ['关于新版售后工单系统上线的通知', 1, '新版工单系统将于本周五上线, 旧系统数据已完成迁移。'],
  ['关于召开第三季度经营分析会的通知', 6, '请各部门负责人于10月15日14:00到三楼会议室参会, 并提前提交经营数据。'],
  ['关于任命张敏为销售部经理的通知', 5, '经公司研究决定, 任命张敏同志为销售部经理, 试用期三个月。'],
  ['关于李娜同志任财务部主管的通知', 5, '经公司研究决定, 李娜同志任财务部主管, 全面负责财务核算工作。'],
  ['关于转发《深圳市安全生产月活动方案》的通知', 3, '现将该方案转发给你们, 请结合实际认真贯彻执行。'],
  ['关于批转《售后服务规范(2026版)》的通知', 2, '公司同意售后服务部制定的服务规范, 现批转各部门遵照执行。'],
  ['关于加强信息安全管理的指示', 4, '严禁在公共网络传输客户资料, 办公电脑须设置锁屏密码。'],
  ['关于开展年度消防安全演练的通知', 6, '本周三下午15:00举行消防疏散演练, 请全体员工参加。'],
  ['关于开展办公用品集中采购的通知', 6, '请各部门于本月20日前在采购系统提交办公用品需求。'],
  ['关于组织员工年度体检的通知', 6, '年度体检安排在11月, 请在人事系统预约体检时间。'],
  ['关于新员工入职培训安排的通知', 1, '本月入职的新员工请于周一9:00到培训室参加入职培训。'],
  ['关于年终绩效考核工作的通知', 4, '请各部门于12月20日前完成员工年终绩效评定。'],
  ['关于代理商年度返利结算的通知', 1, '代理商年度返利将于1月完成结算, 请代理渠道部核对销售数据。'],
  ['关于规范设备出库登记的通知', 4, '所有设备出库须在仓储系统登记序列号, 未登记的不予发货。'],
  ['关于办公区域网络割接的通知', 6, '周日将进行办公网络割接, 届时网络中断约2小时。'],
  ['关于启用电子合同签署的通知', 1, '自下月起, 销售合同统一使用电子签章, 纸质合同停止使用。'],
];

type PostSeed = [postCode: string, postName: string, category: number, remark: string];

/** category: dictionary post_category of BladeX (1 高层, 2 中层, 3 基层, 4 其他). */
export const POSTS: PostSeed[] = [
  ['ceo', '总经理', 1, '全面负责公司经营管理'],
  ['vp', '副总经理', 1, '协助总经理分管业务'],
  ['cfo', '财务总监', 1, '负责公司财务与资金管理'],
  ['cto', '技术总监', 1, '负责产品研发与技术路线'],
  ['hrm', '人力资源经理', 2, '负责招聘、培训与绩效'],
  ['salesm', '销售经理', 2, '负责销售团队与业绩目标'],
  ['regionm', '区域经理', 2, '负责华南区域渠道管理'],
  ['servicem', '售后经理', 2, '负责售后服务体系'],
  ['rdm', '研发经理', 2, '负责研发项目管理'],
  ['pm', '产品经理', 2, '负责产品规划与需求'],
  ['purchasem', '采购经理', 2, '负责供应商与采购管理'],
  ['producem', '生产主管', 2, '负责生产计划与排产'],
  ['financem', '财务主管', 2, '负责会计核算与报表'],
  ['sales', '销售代表', 3, '负责客户开发与跟进'],
  ['engineer', '售后工程师', 3, '负责设备安装与维修'],
  ['cs', '客服专员', 3, '负责客户咨询与回访'],
  ['swe', '软件工程师', 3, '负责软件开发'],
  ['hwe', '硬件工程师', 3, '负责硬件设计与调试'],
  ['qa', '测试工程师', 3, '负责产品测试'],
  ['qc', '质检员', 3, '负责来料与成品检验'],
  ['buyer', '采购专员', 3, '负责询价与下单'],
  ['keeper', '仓库管理员', 3, '负责出入库与盘点'],
  ['accountant', '会计', 3, '负责凭证与账务处理'],
  ['cashier', '出纳', 3, '负责资金收付'],
  ['admin', '行政专员', 4, '负责行政后勤事务'],
];

type ClientSeed = [
  clientId: string,
  clientSecret: string,
  grantTypes: string,
  redirect: string,
  info: string,
  access: number,
  refresh: number,
];

const WEB_GRANTS = 'refresh_token,password,authorization_code,captcha,social';

export const CLIENTS: ClientSeed[] = [
  ['saber', 'saber_secret', WEB_GRANTS, 'https://console.dasha-tech.cn', '大鲨智造管理后台', 3600, 604800],
  ['sword', 'sword_secret', WEB_GRANTS, 'http://localhost:8888', 'Sword 管理后台(旧版)', 3600, 604800],
  ['rider', 'rider_secret', 'refresh_token,password,captcha,social', '', '移动端(uni-app)', 7200, 2592000],
  ['dasha_app', 'dasha_app_secret', 'refresh_token,password,social', '', '大鲨智造 App', 7200, 2592000],
  ['dasha_mini', 'dasha_mini_secret', 'refresh_token,social', '', '微信小程序', 7200, 2592000],
  ['dasha_agent', 'dasha_agent_secret', WEB_GRANTS, 'https://agent.dasha-tech.cn', '代理商门户', 3600, 604800],
  ['dasha_iot', 'dasha_iot_secret', 'client_credentials', '', '设备网关', 86400, 86400],
  ['dasha_open', 'dasha_open_secret', 'authorization_code,refresh_token', 'https://open.dasha-tech.cn/callback', '开放平台', 3600, 604800],
];

/** The curated rows of one table, or undefined when the table has none. */
function curatedRows(table: string, tenantId: string, ctx: SeedContext): Row[] | undefined {
  const row = (i: number, fields: Row): Row => {
    const res = [...ctx.resources.values()].find((r) => r.table === table);
    const base = ctx.base(tenantId, i);
    const out: Row = { id: fakeId(`${res?.name ?? table}|${tenantId}`, i) };
    for (const [k, v] of Object.entries(base)) if (!res || k in res.props) out[k] = v;
    return Object.assign(out, fields);
  };
  switch (table) {
    case 'blade-system/param':
      return PARAMS.map(([paramName, paramKey, paramValue, remark], i) => row(i, { paramName, paramKey, paramValue, remark }));
    case 'blade-desk/notice':
      return NOTICES.map(([title, category, content], i) =>
        row(i, { title, category, categoryName: NOTICE_CATEGORIES[category - 1], releaseTime: fakeDateTime(i * 9), content }),
      );
    case '@Post':
      return POSTS.map(([postCode, postName, category, remark], i) => row(i, { postCode, postName, category, sort: i + 1, remark }));
    case 'blade-system/client':
      return CLIENTS.map(
        (
          [
            clientId,
            clientSecret,
            authorizedGrantTypes,
            webServerRedirectUri,
            additionalInformation,
            accessTokenValidity,
            refreshTokenValidity,
          ],
          i,
        ) =>
          row(i, {
            clientId,
            clientSecret,
            resourceIds: '',
            scope: 'all',
            authorizedGrantTypes,
            webServerRedirectUri,
            authorities: '',
            accessTokenValidity,
            refreshTokenValidity,
            additionalInformation,
            autoapprove: '',
          }),
      );
    default:
      return undefined;
  }
}

/** Seeds the curated tables of a tenant; answers the tables it filled. */
export function seedCurated(ctx: SeedContext, tenantId: string): Set<string> {
  const filled = new Set<string>();
  for (const table of ['blade-system/param', 'blade-desk/notice', '@Post', 'blade-system/client']) {
    const rows = curatedRows(table, tenantId, ctx);
    if (!rows) continue;
    for (const r of rows) ctx.insert(tenantId, table, r);
    filled.add(table);
  }
  return filled;
}
