-- Why a result is held for review, in staff's terms: who lost to whom, their other results in the
-- tournament, and the probability of the result (org.tengen.rating.ImprobableResults).
alter table rating_flag add column reason varchar(1000);
