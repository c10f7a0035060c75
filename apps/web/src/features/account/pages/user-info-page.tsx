import { UserType } from '@podbench/contract';
import { Card, Col, Result, Row, Skeleton, Tabs, Button } from 'antd';
import { useAccountInfo } from '@/shared/api/get-account-info';
import { BasicInfoForm } from '../components/basic-info-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { ChangePhoneForm } from '../components/change-phone-form';
import { ProfileCard } from '../components/profile-card';
import { SubAccountPanel } from '../components/sub-account-panel';

/** /system/userInfo: profile, contact details, phone, password, and sub-accounts for main accounts. */
export default function UserInfoPage() {
  const { data: account, isLoading, isError, refetch } = useAccountInfo();

  if (isLoading) {
    return (
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless">
            <Skeleton avatar active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card variant="borderless">
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </Col>
      </Row>
    );
  }
  if (isError || !account) {
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title="账户信息加载失败"
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  }

  const isMain = account.userType !== UserType.SUB;
  const tabs = [
    { key: 'basic', label: '基本资料', children: <BasicInfoForm account={account} /> },
    { key: 'phone', label: '修改手机号', children: <ChangePhoneForm account={account} /> },
    { key: 'password', label: '修改密码', children: <ChangePasswordForm /> },
    ...(isMain ? [{ key: 'sub', label: '子账号管理', children: <SubAccountPanel /> }] : []),
  ];

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={9} xl={7} xxl={6}>
        <ProfileCard account={account} />
      </Col>
      <Col xs={24} lg={15} xl={17} xxl={18}>
        <Card variant="borderless" styles={{ body: { paddingTop: 8 } }}>
          <Tabs items={tabs} />
        </Card>
      </Col>
    </Row>
  );
}
