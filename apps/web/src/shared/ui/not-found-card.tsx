import { Button, Card, Result } from 'antd';

/** A detail page whose record does not exist (or is not the caller's): say so and offer the way back. */
export function NotFoundCard({
  title,
  subTitle,
  backText,
  onBack,
}: {
  title: string;
  subTitle?: string;
  backText: string;
  onBack: () => void;
}) {
  return (
    <Card>
      <Result
        status="404"
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={onBack}>
            {backText}
          </Button>
        }
      />
    </Card>
  );
}
